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
    expect(db.users[0].centreJurisdiction).toBe('SYSTEM_MANAGEMENT;SYSTEM_MANAGEMENT:SYSTEM_LOG');
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
});
