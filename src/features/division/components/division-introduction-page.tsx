import { Typography } from 'antd';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDivisionIntroduction } from '../hooks/use-division-content';
import { QueryState } from '@/components/ui/query-state';

/** 部门介绍: the division's own description (server HTML, sanitized). */
export function DivisionIntroductionPage() {
  const query = useDivisionIntroduction();
  return (
    <QueryState query={query}>
      {(introduction) => (
        <article>
          <Typography.Paragraph type="secondary" strong>
            {introduction.slogan}
          </Typography.Paragraph>
          <SafeHtml className="division-rich-text" html={introduction.content} />
        </article>
      )}
    </QueryState>
  );
}
