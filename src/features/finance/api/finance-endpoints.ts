import { DESIGNED, endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  bankInputSchema,
  billPageSchema,
  billQuerySchema,
  pageOnlyQuerySchema,
  userBankSchema,
  userBanksSchema,
  withdrawalPageSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawBalanceSchema,
} from './finance-schemas';

const BANK_INPUT_ERRORS = ['20901', '20902'];
const BANK_NOT_FOUND = '20903';

export const financeEndpoints = endpointGroup('finance', {
  /** The member's bank accounts, the default first. */
  banks: endpoint({
    method: 'GET',
    path: 'v1/front/my/bank',
    answer: userBanksSchema,
    from: SPEC,
  }),
  createBank: endpoint({
    method: 'POST',
    path: 'v1/front/my/bank',
    body: bankInputSchema,
    answer: userBankSchema,
    errors: BANK_INPUT_ERRORS,
    from: DESIGNED,
  }),
  updateBank: endpoint({
    method: 'PUT',
    path: 'v1/front/my/bank/:userBankId',
    body: bankInputSchema,
    answer: userBankSchema,
    errors: [...BANK_INPUT_ERRORS, BANK_NOT_FOUND],
    from: DESIGNED,
  }),
  deleteBank: endpoint({
    method: 'DELETE',
    path: 'v1/front/my/bank/:userBankId',
    answer: noAnswer,
    errors: [BANK_NOT_FOUND],
    from: DESIGNED,
  }),
  setDefaultBank: endpoint({
    method: 'PUT',
    path: 'v1/front/my/bank/:userBankId/default',
    answer: noAnswer,
    errors: [BANK_NOT_FOUND],
    from: DESIGNED,
  }),
  /** The statement of money in and out, newest first. */
  bills: endpoint({
    method: 'GET',
    path: 'v1/front/withdraw/deposit',
    query: billQuerySchema,
    answer: billPageSchema,
    from: SPEC_PATH,
  }),
  /** A withdrawal request: the amount is held from the available balance while under audit. */
  withdraw: endpoint({
    method: 'POST',
    path: 'v1/front/withdraw/deposit',
    body: withdrawalRequestSchema,
    answer: withdrawalSchema,
    idempotent: true,
    errors: [BANK_NOT_FOUND, '20904', '20905'],
    from: SPEC_PATH,
  }),
  balance: endpoint({
    method: 'GET',
    path: 'v1/front/withdraw/deposit/balance',
    answer: withdrawBalanceSchema,
    from: DESIGNED,
  }),
  /** The member's withdrawal requests, newest first. */
  withdrawals: endpoint({
    method: 'GET',
    path: 'v1/front/withdraw/deposit/apply',
    query: pageOnlyQuerySchema,
    answer: withdrawalPageSchema,
    from: DESIGNED,
  }),
});
