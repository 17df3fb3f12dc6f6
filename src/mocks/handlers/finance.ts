import { financeEndpoints as endpoints } from '@/features/finance/api/finance-endpoints';
import { BILL_TYPES } from '@/lib/enums/bill-type';
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
        type: oneOf(BILL_TYPES, query.get('type')),
        ...dayRange(query),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(endpoints.withdraw, ({ db, user, body }) =>
    requestWithdrawal(db, user, {
      userBankId: requireId(body.userBankId),
      amount: Number(body.amount),
      requestNo: typeof body.requestNo === 'string' ? body.requestNo : '',
    }),
  ),
  memberHandler(endpoints.balance, ({ db, user }) => balanceOf(db, user)),
  memberHandler(endpoints.withdrawals, ({ db, user, query }) =>
    pageOf(listWithdrawals(db, user.userId), pageQuery(query)),
  ),
];
