import { Empty, Typography } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { divisionPageCopy } from '@/copy';
import { SafeHtml } from '@/components/ui/safe-html';
import { useMyDivisionMessages } from '../hooks/use-division-messages';
import { QueryState } from '@/components/ui/query-state';

const copy = divisionPageCopy.message;

/** 我的留言: what the member has left for this division, newest first. */
export function MyMessages() {
  const query = useMyDivisionMessages();
  return (
    <section aria-labelledby="division-my-messages">
      <Typography.Title level={3} id="division-my-messages" style={{ fontSize: 18 }}>
        {copy.mine}
      </Typography.Title>
      <QueryState query={query}>
        {(messages) =>
          messages.length === 0 ? (
            <Empty description={copy.none} />
          ) : (
            <ul className="division-messages">
              {messages.map((message) => (
                <li key={message.messageId}>
                  <PlainCard size="small">
                    <Typography.Text type="secondary">
                      {message.name} · {copy.sentAt}：
                      <time dateTime={message.createTime}>{message.createTime}</time>
                    </Typography.Text>
                    <SafeHtml className="division-rich-text" html={message.content} />
                  </PlainCard>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
