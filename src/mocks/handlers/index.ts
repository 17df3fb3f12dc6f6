import { accountHandlers } from './account';
import { addressHandlers } from './address';
import { afterSalesHandlers } from './after-sales';
import { authHandlers } from './auth';
import { capitalHandlers } from './capital';
import { cartHandlers } from './cart';
import { checkoutHandlers } from './checkout';
import { commonHandlers } from './common';
import { contractHandlers } from './contract';
import { cooperationHandlers } from './cooperation';
import { businessHandlers } from './business';
import { distributionHandlers } from './distribution';
import { divisionHandlers } from './division';
import { enquiryHandlers } from './enquiry';
import { financeHandlers } from './finance';
import { goodsHandlers } from './goods';
import { invoiceHandlers } from './invoice';
import { ordersHandlers } from './orders';
import { portalHandlers } from './portal';
import { portalConnectHandlers } from './portal-connect';
import { portalHelpHandlers } from './portal-help';
import { rechargeHandlers } from './recharge';
import { standingHandlers } from './standing';
import { serviceOrderHandlers } from './service-order';
import { warehouseHandlers } from './warehouse';
import { supplyHandlers } from './supply';
import { teamHandlers } from './team';
import { staffingHandlers } from './staffing';
import { logisticsHandlers } from './logistics';
import { medicalHandlers } from './medical';
import { statisticsHandlers } from './statistics';

export const handlers = [
  ...authHandlers,
  ...portalHandlers,
  ...portalHelpHandlers,
  ...portalConnectHandlers,
  ...accountHandlers,
  ...cartHandlers,
  ...goodsHandlers,
  ...addressHandlers,
  ...commonHandlers,
  ...invoiceHandlers,
  ...rechargeHandlers,
  ...financeHandlers,
  ...capitalHandlers,
  ...standingHandlers,
  ...checkoutHandlers,
  ...ordersHandlers,
  ...afterSalesHandlers,
  ...divisionHandlers,
  ...enquiryHandlers,
  ...contractHandlers,
  ...cooperationHandlers,
  ...warehouseHandlers,
  ...serviceOrderHandlers,
  ...distributionHandlers,
  ...businessHandlers,
  ...supplyHandlers,
  ...teamHandlers,
  ...staffingHandlers,
  ...logisticsHandlers,
  ...medicalHandlers,
  ...statisticsHandlers,
];
