import { Empty, Skeleton } from 'antd';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { memberCopy } from '@/copy';
import { useAgreement } from '@/features/auth/hooks/use-agreement';

/** The platform's rules are the agreement of this name (GET v1/front/agreement). */
const PLATFORM_RULE_AGREEMENT = 'platformRule';

/** member/rule: the platform's rules, as the server writes them (sanitized HTML). */
function RuleRoute() {
  const rules = useAgreement(PLATFORM_RULE_AGREEMENT);
  return (
    <PageCard title={rules.data?.title || memberCopy.ruleTitle}>
      <QueryState
        query={rules}
        isEmpty={(data) => data === null || data.content.trim() === ''}
        empty={<Empty description={memberCopy.ruleEmpty} />}
        loading={<Skeleton active paragraph={{ rows: 10 }} />}
      >
        {(data) => data && <SafeHtml className="rule-page" html={data.content} />}
      </QueryState>
    </PageCard>
  );
}

export { RuleRoute as Component };
