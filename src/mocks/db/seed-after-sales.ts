import type { AfterConsultRow, AfterSaleRow, OrderRow } from './types';
import { shiftTime } from './time';

export interface SeededAfterSales {
  afterSales: AfterSaleRow[];
  afterConsults: AfterConsultRow[];
}

/** One request for the seeded AFTER order, with the member's question and the platform's reply. */
export function seedAfterSales(orders: readonly OrderRow[]): SeededAfterSales {
  const order = orders.find((row) => row.status === 'AFTER');
  if (!order) return { afterSales: [], afterConsults: [] };
  const opened = shiftTime(order.payTime ?? order.createTime, 3 * 24 * 60);
  const afterSale: AfterSaleRow = {
    afterId: 1,
    userId: order.userId,
    orderId: order.orderId,
    payCode: order.payCode,
    goods: order.goods.map((good) => ({ ...good })),
    price: order.price,
    afterType: 1,
    reason: '商品破损',
    description: '收到时外箱破损，其中两瓶洗衣液漏液，申请退货退款。',
    status: 0,
    createTime: opened,
  };
  const consult = (
    consultId: number,
    fromPlatform: 0 | 1,
    content: string,
    minutes: number,
  ): AfterConsultRow => ({
    consultId,
    afterId: afterSale.afterId,
    fromPlatform,
    content,
    createTime: shiftTime(opened, minutes),
  });
  return {
    afterSales: [afterSale],
    afterConsults: [
      consult(1, 0, '请问退货需要自己联系快递寄回吗？', 5),
      consult(
        2,
        1,
        '您好，已收到您的售后申请。无需自行寄回，快递员将在1-2个工作日内上门取件。',
        95,
      ),
    ],
  };
}
