import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { findStockIn } from '../goods';
import { seed } from '../seed';

describe('seed', () => {
  it('is the same on every call, and independent', () => {
    const first = seed();
    expect(seed()).toEqual(first);
    first.users[0].balance = 0;
    expect(seed().users[0].balance).toBe(5_000_000);
  });

  it('holds the seeded accounts of MOCK.md', () => {
    const db = seed();
    expect(
      db.users.map(({ phone, password, balance, sex }) => ({ phone, password, balance, sex })),
    ).toEqual([
      { phone: '13800000001', password: '123456', balance: 5_000_000, sex: 0 },
      { phone: '13800000002', password: '123456', balance: 0, sex: 1 },
    ]);
    expect(db.users[0].birthday).toMatch(/^1996-/);
    expect(db.users[1].birthday).toMatch(/^1970-/);
    // MOCK.md's two system codes first, then the business codes; account 2 holds none
    expect(db.users[0].centreJurisdiction).toMatch(
      /^SYSTEM_MANAGEMENT;SYSTEM_MANAGEMENT:SYSTEM_LOG;TEAM_MANAGEMENT:AUTHORIZE;/,
    );
    expect(db.users[1].centreJurisdiction).toBe('');
    expect(db.verificationCodes).toEqual({ '13800000001': '123456', '13800000002': '123456' });
  });

  it('gives account 1 a default address, an invoice, two banks and three cart rows; account 2 none', () => {
    const db = seed();
    const of = (userId: number) => ({
      addresses: db.addresses.filter((row) => row.userId === userId).length,
      invoices: db.invoices.filter((row) => row.userId === userId).length,
      banks: db.banks.filter((row) => row.userId === userId).length,
      carts: db.carts.filter((row) => row.userId === userId).length,
    });
    expect(of(1)).toEqual({ addresses: 1, invoices: 1, banks: 2, carts: 3 });
    expect(of(2)).toEqual({ addresses: 0, invoices: 0, banks: 0, carts: 0 });
    expect(db.addresses[0]).toMatchObject({
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      isDefault: 1,
    });
  });

  it('has at least 10 news items with distinct, well-formed times', () => {
    const { news } = seed();
    expect(news.length).toBeGreaterThanOrEqual(10);
    const times = news.map((item) => item.createTime);
    times.forEach((time) => expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
    expect(new Set(times).size).toBe(news.length);
  });

  it('gives account 1 orders in every status, priced from the goods, and account 2 none', () => {
    const db = seed();
    const own = db.orders.filter((order) => order.userId === 1);
    expect(own).toHaveLength(14);
    expect(db.orders.filter((order) => order.userId === 2)).toEqual([]);
    expect(new Set(own.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of own) {
      const total = order.goods.reduce((sum, good) => {
        expect(good.price).toBe(findStockIn(db.goods, good.goodStockId).stock.price);
        return sum + good.price * good.num;
      }, 0);
      expect(order.price).toBe(total);
      expect(order.payCode).toBe(
        `PC${order.createTime.slice(0, 10).replace(/-/g, '')}${String(order.orderId).padStart(4, '0')}`,
      );
    }
    const pending = own.filter((order) => order.status === 'WAIT').map((order) => order.price);
    expect(pending).toHaveLength(2);
    expect(Math.min(...pending)).toBeLessThan(db.users[0].balance);
    expect(Math.max(...pending)).toBeGreaterThan(db.users[0].balance);
  });

  it('ships, invoices and opens after-sales like a real history', () => {
    const db = seed();
    const shipped = ['START', 'SIGN', 'FINISH', 'REJECTION', 'AFTER', 'RETURN'];
    for (const order of db.orders) {
      expect(order.trackingNo !== null).toBe(shipped.includes(order.status));
      expect(order.payTime === null).toBe(['WAIT', 'CANCEL'].includes(order.status));
    }
    expect(db.orders.map((order) => order.invoiceAudit).filter((audit) => audit !== null)).toEqual([
      1, 2, 0,
    ]);
    expect(db.orders.find((order) => order.invoiceAudit === 2)?.refuseReason).not.toBe('');
    const [afterSale] = db.afterSales;
    expect(db.afterSales).toHaveLength(1);
    expect(db.orders.find((order) => order.orderId === afterSale.orderId)?.status).toBe('AFTER');
    expect(db.afterConsults.map((row) => [row.afterId, row.fromPlatform])).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });
});
