import { Typography } from 'antd';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDivisionIntroduction } from '../hooks/use-division-content';
import { LoadState } from './load-state';

/** 部门介绍: the division's own description (server HTML, sanitized). */
export function DivisionIntroductionPage() {
  const query = useDivisionIntroduction();
  return (
    <LoadState query={query}>
      {(introduction) => (
        <article>
          <Typography.Paragraph type="secondary" strong>
            {introduction.slogan}
          </Typography.Paragraph>
          <SafeHtml className="division-rich-text" html={introduction.content} />
        </article>
      )}
    </LoadState>
  );
}
