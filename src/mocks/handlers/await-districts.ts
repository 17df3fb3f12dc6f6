import { http, type HttpHandler } from 'msw';
import { loadDistricts } from '../db/district-tree';

/**
 * Answers nothing: it only waits for the district files that a call reads, then msw hands the
 * request on to the (synchronous) handler registered after it.
 */
export const awaitDistricts = (method: 'get' | 'post' | 'put', path: string): HttpHandler =>
  http[method](`*/${path}`, async () => {
    await loadDistricts();
  });
