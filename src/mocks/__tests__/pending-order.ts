import { withDatabase } from '../db/live-database';
import { payCodeOf } from '../db/order-snapshots';
import { nextSequence } from '../db/sequences';

/** Puts a bare pending order of `price` fen straight into the database; answers its id. */
export function addPendingOrder(userId: number, price: number): number {
  return withDatabase((db) => {
    const orderId = nextSequence(db, 'orderId');
    db.orders.push({
      orderId,
      userId,
      payCode: payCodeOf('20240620', orderId),
      status: 'WAIT',
      price,
      createTime: '2024-06-20 12:00:00',
      payTime: null,
      goods: [],
      address: { userAddressId: 0, userName: '', phone: '', fullAddress: '' },
      isInvoice: 0,
      invoiceInformation: null,
      invoiceAudit: null,
      refuseReason: '',
      reserved: false,
      expressCompany: null,
      trackingNo: null,
    });
    return orderId;
  });
}
