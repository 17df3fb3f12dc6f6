import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { commonCopy } from '@/copy';
import {
  canReloadForChunkError,
  isChunkLoadError,
  recoverFromChunkError,
  timedChunk,
} from '@/lib/chunk-recovery';
import { reportError } from '@/lib/error-report';

const ErrorResult = lazy(
  timedChunk(() => import('./error-result').then(({ ErrorResult }) => ({ default: ErrorResult }))),
);

/** A part of the app that cannot be loaded even after a reload (e.g. removed by a deploy). */
function ChunkFailure() {
  return (
    <div role="alert" className="chunk-failure">
      <h1>{commonCopy.chunkFailedTitle}</h1>
      <p>{commonCopy.chunkFailedHint}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {commonCopy.reload}
      </button>
    </div>
  );
}

/**
 * Error boundary of the route tree: a stale chunk reloads once (this part must not need any
 * other chunk); anything else is explained by a lazily loaded result page.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunkError());

  useEffect(() => {
    // a page that does not exist is not a failure of the app
    if (!isRouteErrorResponse(error) || error.status !== 404) reportError('route', error);
    if (reloading) recoverFromChunkError(error);
    else console.error(error);
  }, [reloading, error]);

  if (reloading) return <p role="status">{commonCopy.chunkReloading}</p>;
  // the result page is a chunk of its own and would fail to load too: plain markup instead
  if (isChunkLoadError(error)) return <ChunkFailure />;
  return (
    <Suspense fallback={null}>
      <ErrorResult notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Suspense>
  );
}
