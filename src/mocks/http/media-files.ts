import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { sendJson } from './json-answer';

/** The folders of public/ whose files the mock's seed data points at (vite.config.ts MOCK_MEDIA_DIRS). */
const MEDIA_FOLDERS = ['goods', 'portal', 'division', 'docs', 'avatars'];

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

const MEDIA_PATH = new RegExp(`^/(?:${MEDIA_FOLDERS.join('|')})/`);

/** Whether a URL path is in one of the media folders this server serves from public/. */
export const isMediaPath = (pathname: string): boolean => MEDIA_PATH.test(pathname);

/**
 * The file under `root` that a media path names, or null when it does not name one inside
 * its folder: decoded and resolved first, so neither `..` nor `%2F` can leave the folder.
 */
export function mediaFilePath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const folder = MEDIA_FOLDERS.find((name) => decoded.startsWith(`/${name}/`));
  if (!folder || decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(`${resolve(root, folder)}${sep}`) ? file : null;
}

interface ByteRange {
  start: number;
  end: number;
}

/** One `bytes=` range of a file of `size` bytes; null when unusable, 'unsatisfiable' past the end. */
function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  const range =
    first === ''
      ? { start: Math.max(size - Number(last), 0), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range;
}

/**
 * Answers GET or HEAD of a media file (null: none) with its type, a single byte range when
 * asked (video seeking), or 404 when it is not there.
 */
export async function sendMediaFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string | null,
  headers: OutgoingHttpHeaders,
): Promise<void> {
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    sendJson(response, 404, { error: 'No such media file' }, headers);
    return;
  }
  const fileHeaders = {
    ...headers,
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
  };
  const rangeHeader = request.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, info.size) : null;
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...fileHeaders, 'Content-Range': `bytes */${info.size}` });
    response.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  response.writeHead(range ? 206 : 200, {
    ...fileHeaders,
    'Content-Length': end - start + 1,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
  });
  if (request.method === 'HEAD' || info.size === 0) {
    response.end();
    return;
  }
  createReadStream(file, { start, end })
    .on('error', () => response.destroy())
    .pipe(response);
}
