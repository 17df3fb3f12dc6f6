import { Button, Empty } from 'antd';
import { commonCopy, goodsCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { useBrowseHistory } from '../hooks/use-browse-history';
import { GoodThumbRow } from './good-thumb-row';
import './goods.css';
import { PageCard } from '@/components/ui/page-card';
import { PartBoundary } from '@/components/errors/part-boundary';
import { timeOf } from '@/utils/date-format';

/** member my_view: goods the member viewed in this browser, newest first. */
export function BrowseHistoryPage() {
  const { entries, clear } = useBrowseHistory();

  const confirmClear = () => confirmThen(goodsCopy.clearHistoryConfirm, clear);

  return (
    <PageCard
      title={goodsCopy.historyTitle}
      extra={
        <Button danger disabled={entries.length === 0} onClick={confirmClear}>
          {goodsCopy.clearHistory}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Empty description={commonCopy.noData} />
      ) : (
        <ul className="good-rows">
          {entries.map((entry) => (
            <li key={entry.goodId}>
              <PartBoundary>
                <GoodThumbRow
                  {...entry}
                  note={`${goodsCopy.viewedAt}：${timeOf(entry.viewedAt)}`}
                />
              </PartBoundary>
            </li>
          ))}
        </ul>
      )}
    </PageCard>
  );
}
