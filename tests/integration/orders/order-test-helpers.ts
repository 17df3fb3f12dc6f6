import { screen, within } from '@testing-library/react';
import { ordersCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import type { OrderStatus } from '@/lib/enums/order-status';

export const ORDER_LIST_URL = hrefs.orderList;

/** The order list searched down to one order: a small page keeps role queries quick. */
export const oneOrderUrl = (payCode: string) =>
  `${ORDER_LIST_URL}&${new URLSearchParams({ keyword: payCode })}`;

/** Account 1's seeded orders in a status, newest first (as the list shows them). */
export function seededOrders(status: OrderStatus) {
  return mockApi
    .snapshot()
    .orders.filter((order) => order.userId === 1 && order.status === status)
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export const seededOrder = (status: OrderStatus) => {
  const [order] = seededOrders(status);
  if (!order) throw new Error(`no seeded ${status} order`);
  return order;
};

export const orderInDb = (orderId: number) =>
  mockApi.snapshot().orders.find((order) => order.orderId === orderId);

export const findCard = (payCode: string) =>
  screen.findByRole('article', { name: ordersCopy.orderLabel(payCode) });

export const queryCard = (payCode: string) =>
  screen.queryByRole('article', { name: ordersCopy.orderLabel(payCode) });

export const cards = () => screen.queryAllByRole('article');

export const button = (card: HTMLElement, name: string) =>
  within(card).getByRole('button', { name });
