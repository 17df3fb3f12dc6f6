import { Button, Result } from 'antd';
import { commonCopy } from '@/copy';
import { NotFound } from './not-found';

export function ErrorResult({ notFound }: { notFound: boolean }) {
  if (notFound) return <NotFound />;
  return (
    <Result
      status="error"
      title={commonCopy.errorTitle}
      subTitle={commonCopy.errorHint}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {commonCopy.reload}
        </Button>
      }
    />
  );
}
