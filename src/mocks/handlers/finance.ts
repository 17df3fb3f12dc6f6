import { FINANCE_PATHS } from '@/features/finance/api/finance-api';
import { BILL_TYPES } from '@/features/finance/api/finance-types';
import {
  createBank,
  deleteBank,
  listBanks,
  readBankInput,
  setDefaultBank,
  updateBank,
} from '../db/banks';
import { balanceOf, listBills, listWithdrawals, requestWithdrawal } from '../db/finance';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { dayRange, oneOf, pageQuery, requireId } from './request-fields';

export const financeHandlers = [
  memberHandler('get', FINANCE_PATHS.banks, ({ db, user }) => listBanks(db, user.userId)),
  memberHandler('post', FINANCE_PATHS.banks, ({ db, user, body }) =>
    createBank(db, user.userId, readBankInput(body)),
  ),
  memberHandler('put', FINANCE_PATHS.bank, ({ db, user, params, body }) =>
    updateBank(db, user.userId, requireId(params.userBankId), readBankInput(body)),
  ),
  memberHandler('delete', FINANCE_PATHS.bank, ({ db, user, params }) => {
    deleteBank(db, user.userId, requireId(params.userBankId));
    return null;
  }),
  memberHandler('put', FINANCE_PATHS.defaultBank, ({ db, user, params }) => {
    setDefaultBank(db, user.userId, requireId(params.userBankId));
    return null;
  }),

  memberHandler('get', FINANCE_PATHS.bills, ({ db, user, query }) =>
    pageOf(
      listBills(db, user.userId, {
        type: oneOf(BILL_TYPES, query.get('type')),
        ...dayRange(query),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler('post', FINANCE_PATHS.bills, ({ db, user, body }) =>
    requestWithdrawal(db, user, {
      userBankId: requireId(body.userBankId),
      amount: Number(body.amount),
      requestNo: typeof body.requestNo === 'string' ? body.requestNo : '',
    }),
  ),
  memberHandler('get', FINANCE_PATHS.balance, ({ db, user }) => balanceOf(db, user)),
  memberHandler('get', FINANCE_PATHS.withdrawals, ({ db, user, query }) =>
    pageOf(listWithdrawals(db, user.userId), pageQuery(query)),
  ),
];
