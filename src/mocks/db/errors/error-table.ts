import { MockError } from '../mock-error';

type ErrorTable = Record<string, { code: string; message: string }>;

/**
 * A domain's business errors, by name (one file per domain in this folder): throw
 * `cartError('cartRowNotFound')` and the envelope answers its code and message.
 */
export function errorTable<Table extends ErrorTable>(table: Table) {
  const raise = (name: keyof Table): MockError =>
    new MockError(table[name].code, table[name].message);
  // the contract (src/contract) lists each endpoint's codes with these messages
  return Object.assign(raise, { table });
}
