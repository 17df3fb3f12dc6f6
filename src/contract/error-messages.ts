import { SESSION_FAILURE_CODES, errorCodeTable } from '@/lib/api-errors';

const MALFORMED_REQUEST = '10000';

type ErrorTable = Record<string, { code: string; message: string }>;

const tables = import.meta.glob<Record<string, { table?: ErrorTable }>>(
  '/src/mocks/db/errors/*.ts',
  { eager: true },
);

/** Every business error code the mock answers, with its message. */
export function errorMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  // the common table's message stands for a code a domain also words for one of its calls
  const files = Object.keys(tables).sort(
    (a, b) => Number(!a.endsWith('/common.ts')) - Number(!b.endsWith('/common.ts')),
  );
  for (const exports of files.map((file) => tables[file])) {
    for (const raise of Object.values(exports)) {
      for (const { code, message } of Object.values(raise.table ?? {})) {
        if (!messages.has(code)) messages.set(code, message);
      }
    }
  }
  return messages;
}

/**
 * Codes any call may answer: SPEC section 8's, which the app handles the same everywhere, and
 * a malformed request (10000).
 */
export const everyCallCodes: readonly string[] = [
  ...new Set([...SESSION_FAILURE_CODES, ...errorCodeTable.keys(), MALFORMED_REQUEST]),
];
