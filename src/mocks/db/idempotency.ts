import type { Envelope } from '@/lib/api-types';
import type { Database } from './types';

export interface KeyedCall {
  /** The Idempotency-Key header, or null when the call carried none. */
  key: string | null;
  method: string;
  pathname: string;
}

const sameCall = (call: KeyedCall) => (row: Database['idempotentAnswers'][number]) =>
  row.key === call.key &&
  row.method === call.method.toUpperCase() &&
  row.pathname === call.pathname;

/** The first answer to this key, method and path, when the server has processed it before. */
export function recallAnswer(db: Database, call: KeyedCall): Envelope<unknown> | null {
  if (call.key === null) return null;
  return db.idempotentAnswers.find(sameCall(call))?.envelope ?? null;
}

/** Keeps the answer of a keyed call, so that a retry of it changes nothing. */
export function rememberAnswer(db: Database, call: KeyedCall, envelope: Envelope<unknown>): void {
  if (call.key === null) return;
  db.idempotentAnswers.push({
    key: call.key,
    method: call.method.toUpperCase(),
    pathname: call.pathname,
    envelope,
  });
}
