import { Button, Flex } from 'antd';
import { goodsCopy } from '@/copy';
import { useHotWords } from '../hooks/use-goods';

/** Hot search words as chips; picking one searches for it. */
export function HotWords({ onPick }: { onPick: (keyword: string) => void }) {
  const { data: words = [] } = useHotWords();
  if (words.length === 0) return null;
  return (
    <Flex gap="small" wrap align="center" role="group" aria-label={goodsCopy.hotWords}>
      <span className="hot-words__label">{goodsCopy.hotWords}</span>
      {words.map((word) => (
        <Button key={word} size="small" shape="round" onClick={() => onPick(word)}>
          {word}
        </Button>
      ))}
    </Flex>
  );
}
