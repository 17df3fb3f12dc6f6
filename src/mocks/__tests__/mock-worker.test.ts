import workerSource from '/public/mock-worker.js?raw';
import { contractEntries } from '@/contract/registry';
import { wirePath } from '@/lib/endpoint';
import { UPLOADS_PREFIX } from '../db/photos';

type Listener = (event: unknown) => void;

const ORIGIN = 'http://127.0.0.1:4173';
const fetchOf = (path: string, origin = ORIGIN) => ({ request: { url: `${origin}${path}` } });

/** public/mock-worker.js run in a stand-in of a service worker's global scope. */
function loadWorker() {
  const listeners = new Map<string, Listener[]>();
  const imported: string[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/mock-worker.js`),
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const importScripts = (url: string) => imported.push(url);
  new Function('self', 'importScripts', workerSource)(scope, importScripts);
  /** Whether an event of `type` goes on to msw's listeners, imported after the worker's own. */
  const reachesMsw = (type: string, event: object) => {
    let stopped = false;
    const dispatched = { ...event, stopImmediatePropagation: () => (stopped = true) };
    for (const listener of listeners.get(type) ?? []) listener(dispatched);
    return !stopped;
  };
  return { imported, reachesMsw };
}

describe('the mock build service worker', () => {
  it('is msw’s own worker underneath', () => {
    expect(loadWorker().imported).toEqual(['./mockServiceWorker.js']);
  });

  it('hands msw every call of the contract and the uploaded files the mock serves', () => {
    const { reachesMsw } = loadWorker();
    const paths = [
      ...contractEntries().map(({ endpoint }) => wirePath(endpoint).replace(/\{\w+\}/g, '7')),
      `${UPLOADS_PREFIX}photo.png`,
    ];
    expect(paths.filter((path) => !reachesMsw('fetch', fetchOf(`${path}?pageNo=1`)))).toEqual([]);
  });

  it('leaves the app’s own files, and every other origin, to the network', () => {
    const { reachesMsw } = loadWorker();
    const files = ['/assets/index-Ab12.js', '/login', '/member/member_center', '/goods/1.webp'];
    expect(files.filter((path) => reachesMsw('fetch', fetchOf(path)))).toEqual([]);
    expect(reachesMsw('fetch', fetchOf('/v1/front/info', 'https://api.example.com'))).toBe(false);
  });

  it('stays registered when the last page closes, and passes msw’s other messages on', () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('message', { data: 'CLIENT_CLOSED' })).toBe(false);
    expect(reachesMsw('message', { data: 'MOCK_ACTIVATE' })).toBe(true);
  });
});
