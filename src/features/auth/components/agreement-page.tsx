import { Flex, Result, Skeleton, Typography } from 'antd';
import { SafeHtml } from '@/components/ui/safe-html';
import { QueryState } from '@/components/ui/query-state';
import { authCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import { useUrlParam } from '@/lib/use-url-param';
import { useAgreement } from '../hooks/use-agreement';

const pageStyle = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;

/** /agreement?name=: an agreement's text, readable without logging in. */
export function AgreementPage() {
  const name = useUrlParam('name')?.trim() ?? '';
  const agreement = useAgreement(name);

  const missing = <Result status="404" title={authCopy.agreementMissing} />;
  // only the server says an agreement is missing: a business error or a null answer
  const serverSaysMissing =
    agreement.error instanceof ApiError && agreement.error.kind === 'business';
  if (name === '' || serverSaysMissing) return missing;
  return (
    <Flex component="main" vertical style={pageStyle}>
      <QueryState
        query={agreement}
        isEmpty={(data) => data === null}
        empty={missing}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
      >
        {(data) =>
          data && (
            <article>
              <Typography.Title level={1}>{data.title || authCopy.agreementTitle}</Typography.Title>
              <SafeHtml html={data.content} />
            </article>
          )
        }
      </QueryState>
    </Flex>
  );
}
