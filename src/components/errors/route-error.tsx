import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { commonCopy } from '@/copy';
import {
  canReloadForChunkError,
  isChunkLoadError,
  recoverFromChunkError,
} from '@/lib/chunk-recovery';
import { NotFound } from './not-found';

/** Error boundary of the route tree: a stale chunk reloads once; anything else is explained. */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunkError());

  useEffect(() => {
    if (reloading) recoverFromChunkError(error);
    else console.error(error);
  }, [reloading, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (reloading) return <Result status="info" title={commonCopy.chunkReloading} />;
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
