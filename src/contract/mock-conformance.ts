import type { Envelope } from '@/lib/api-types';
import type { Endpoint } from '@/lib/endpoint';
import { observeAnswers } from '@/mocks/handlers/envelope';
import { checkAnswer, isClean } from './answer-check';
import { everyCallCodes } from './error-messages';
import { wireSchema } from './wire-schema';

/** What is wrong with an answer of the mock for its endpoint, or null when it keeps the contract. */
export function contractBreach(endpoint: Endpoint, envelope: Envelope<unknown>): string | null {
  const call = `${endpoint.method} ${endpoint.path}`;
  if (envelope.resultStatus !== true) {
    const code = String(envelope.errorCode);
    const declared = everyCallCodes.includes(code) || endpoint.errors?.includes(code);
    return declared ? null : `${call} answered error ${code}, which its endpoint does not list`;
  }
  const findings = checkAnswer(wireSchema(endpoint.answer), envelope.resultData);
  if (isClean(findings)) return null;
  const parts = [
    findings.missing.length ? `missing ${findings.missing.slice(0, 5).join(', ')}` : '',
    findings.wrongType.length ? `of another type ${findings.wrongType.slice(0, 5).join(', ')}` : '',
    findings.droppedRows.length
      ? `rows left out ${findings.droppedRows.slice(0, 5).join(', ')}`
      : '',
  ].filter(Boolean);
  return `${call} answered outside its contract: ${parts.join('; ')}`;
}

/** Every answer the mock gives in a test is held against its endpoint's contract. */
export function holdMockToContract(): void {
  observeAnswers((endpoint, envelope) => {
    const breach = contractBreach(endpoint, envelope);
    if (breach) console.error(breach);
  });
}
