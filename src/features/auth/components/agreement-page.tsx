import { Flex, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { SafeHtml } from '@/components/ui/safe-html';
import { authCopy } from '@/copy';
import { useAgreement } from '../hooks/use-agreement';

const pageStyle = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;

/** /agreement?name=: an agreement's text, readable without logging in. */
export function AgreementPage() {
  const [searchParams] = useSearchParams();
  const name = searchParams.get('name')?.trim() ?? '';
  const agreement = useAgreement(name);

  if (name === '' || agreement.isError || (agreement.isSuccess && !agreement.data)) {
    return <Result status="404" title={authCopy.agreementMissing} />;
  }
  return (
    <Flex component="main" vertical style={pageStyle}>
      {agreement.data ? (
        <article>
          <Typography.Title level={1}>
            {agreement.data.title || authCopy.agreementTitle}
          </Typography.Title>
          <SafeHtml html={agreement.data.content} />
        </article>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Flex>
  );
}
