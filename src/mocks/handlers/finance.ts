import { financeEndpoints as endpoints } from '@/features/finance/api/finance-endpoints';
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
import { dayRange, pageQuery, requireId } from './request-fields';

export const financeHandlers = [
  memberHandler(endpoints.banks, ({ db, user }) => listBanks(db, user.userId)),
  memberHandler(endpoints.createBank, ({ db, user, body }) =>
    createBank(db, user.userId, readBankInput(body)),
  ),
  memberHandler(endpoints.updateBank, ({ db, user, params, body }) =>
    updateBank(db, user.userId, requireId(params.userBankId), readBankInput(body)),
  ),
  memberHandler(endpoints.deleteBank, ({ db, user, params }) => {
    deleteBank(db, user.userId, requireId(params.userBankId));
    return null;
  }),
  memberHandler(endpoints.setDefaultBank, ({ db, user, params }) => {
    setDefaultBank(db, user.userId, requireId(params.userBankId));
    return null;
  }),

  memberHandler(endpoints.bills, ({ db, user, query }) =>
    pageOf(
      listBills(db, user.userId, {
        type: query.type ?? null,
        ...dayRange(query),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(endpoints.withdraw, ({ db, user, body }) =>
    requestWithdrawal(db, user, {
      userBankId: requireId(body.userBankId),
      // NaN when not sent as a number: refused as an amount
      amount: body.amount ?? Number.NaN,
      requestNo: body.requestNo ?? '',
    }),
  ),
  memberHandler(endpoints.balance, ({ db, user }) => balanceOf(db, user)),
  memberHandler(endpoints.withdrawals, ({ db, user, query }) =>
    pageOf(listWithdrawals(db, user.userId), pageQuery(query)),
  ),
];
