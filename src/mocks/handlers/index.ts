import { accountHandlers } from './account';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { commonHandlers } from './common';
import { goodsHandlers } from './goods';
import { invoiceHandlers } from './invoice';
import { portalHandlers } from './portal';
import { rechargeHandlers } from './recharge';

export const handlers = [
  ...authHandlers,
  ...portalHandlers,
  ...accountHandlers,
  ...cartHandlers,
  ...goodsHandlers,
  ...addressHandlers,
  ...commonHandlers,
  ...invoiceHandlers,
  ...rechargeHandlers,
];
