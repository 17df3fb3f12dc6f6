import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { commonCopy } from '@/copy';
import {
  canReloadForChunkError,
  isChunkLoadError,
  recoverFromChunkError,
} from '@/lib/chunk-recovery';

const ErrorResult = lazy(() =>
  import('./error-result').then(({ ErrorResult }) => ({ default: ErrorResult })),
);

/**
 * Error boundary of the route tree: a stale chunk reloads once (this part must not need any
 * other chunk); anything else is explained by a lazily loaded result page.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunkError());

  useEffect(() => {
    if (reloading) recoverFromChunkError(error);
    else console.error(error);
  }, [reloading, error]);

  if (reloading) return <p role="status">{commonCopy.chunkReloading}</p>;
  return (
    <Suspense fallback={null}>
      <ErrorResult notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Suspense>
  );
}
