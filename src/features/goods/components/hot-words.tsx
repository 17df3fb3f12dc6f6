import { Button, Flex } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { goodsCopy } from '@/copy';
import { useHotWords } from '../hooks/use-goods';

/** Hot search words as chips; picking one searches for it. Nothing when there are none. */
export function HotWords({ onPick }: { onPick: (keyword: string) => void }) {
  const query = useHotWords();
  if (query.data?.length === 0) return null;
  return (
    <Flex gap="small" wrap align="center" role="group" aria-label={goodsCopy.hotWords}>
      <span className="hot-words__label">{goodsCopy.hotWords}</span>
      <QueryState query={query} size="inline">
        {(words) =>
          words.map((word) => (
            <Button key={word} size="small" shape="round" onClick={() => onPick(word)}>
              {word}
            </Button>
          ))
        }
      </QueryState>
    </Flex>
  );
}
