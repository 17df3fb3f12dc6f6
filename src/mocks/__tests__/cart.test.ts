import type { CartRow } from '@/features/cart/api/cart-schemas';
import { mockApi } from '@tests/mock-backend';
import { callApi, logInWithPassword } from './call-api';

async function member(phone?: string) {
  return (await logInWithPassword(phone)).accessToken;
}

const rows = async (token: string) =>
  (await callApi<CartRow[]>('v1/front/user/car', { token })).envelope.resultData;
const count = async (token: string) =>
  (await callApi<number>('v1/front/user/car/num', { token })).envelope.resultData;
const stockOf = (goodStockId: number) =>
  mockApi
    .snapshot()
    .goods.flatMap((good) => good.stocks)
    .find((stock) => stock.goodStockId === goodStockId);

describe('cart', () => {
  it('lists the seeded rows joined with good and stock', async () => {
    const token = await member();
    const seeded = await rows(token);
    expect(seeded.map((row) => row.goodStockId).sort()).toEqual([101, 2301, 702]);
    expect(seeded.find((row) => row.goodStockId === 702)).toMatchObject({
      goodId: 7,
      goodName: '齐心A4文件夹',
      goodStockName: '双夹',
      goodImg: expect.stringMatching(/^\/goods\//) as unknown,
      price: stockOf(702)?.price,
      stock: stockOf(702)?.stock,
    });
  });

  it('adds a new row, then raises its quantity; the count follows', async () => {
    const token = await member();
    const add = (goodNum: number) =>
      callApi<CartRow>('v1/front/user/car', {
        method: 'POST',
        body: { goodStockId: 5101, goodNum },
        token,
      });
    const first = await add(2);
    expect(first.envelope.resultData).toMatchObject({ userShoppingCartId: 4, num: 2 });
    expect(await count(token)).toBe(4);
    const again = await add(3);
    expect(again.envelope.resultData).toMatchObject({ userShoppingCartId: 4, num: 5 });
    expect(await count(token)).toBe(4);
    expect(await count(await member('13800000002'))).toBe(0);
  });

  it('refuses more than the stock and unknown stocks', async () => {
    const token = await member();
    const stock = stockOf(5101)?.stock ?? 0;
    const over = await callApi('v1/front/user/car', {
      method: 'POST',
      body: { goodStockId: 5101, goodNum: stock + 1 },
      token,
    });
    expect(over.envelope).toMatchObject({ resultStatus: false, errorCode: '20105' });
    const unknown = await callApi('v1/front/user/car', {
      method: 'POST',
      body: { goodStockId: 5199, goodNum: 1 },
      token,
    });
    expect(unknown.envelope).toMatchObject({ errorCode: '20102' });
    expect(await count(token)).toBe(3);
  });

  it('updates a quantity within 1..stock', async () => {
    const token = await member();
    const [row] = await rows(token);
    const update = (num: number) =>
      callApi<CartRow>('v1/front/user/car/update', {
        method: 'PUT',
        body: { userShoppingCartId: row.userShoppingCartId, num },
        token,
      });
    expect((await update(row.stock)).envelope.resultData.num).toBe(row.stock);
    expect((await update(0)).envelope).toMatchObject({ errorCode: '20104' });
    expect((await update(row.stock + 1)).envelope).toMatchObject({ errorCode: '20105' });
    const after = (await rows(token)).find((r) => r.userShoppingCartId === row.userShoppingCartId);
    expect(after?.num).toBe(row.stock);
    const foreign = await callApi('v1/front/user/car/update', {
      method: 'PUT',
      body: { userShoppingCartId: row.userShoppingCartId, num: 1 },
      token: await member('13800000002'),
    });
    expect(foreign.envelope).toMatchObject({ errorCode: '20103' });
  });

  it('deletes the rows listed by ids joined with ";"', async () => {
    const token = await member();
    const other = await member('13800000002');
    const answer = await callApi('v1/front/user/car?userShoppingCartIdList=1;3', {
      method: 'DELETE',
      token: other,
    });
    expect(answer.envelope.resultStatus).toBe(true);
    expect(await count(token)).toBe(3);
    await callApi('v1/front/user/car?userShoppingCartIdList=1;3', { method: 'DELETE', token });
    expect((await rows(token)).map((row) => row.userShoppingCartId)).toEqual([2]);
    const malformed = await callApi('v1/front/user/car?userShoppingCartIdList=x', {
      method: 'DELETE',
      token,
    });
    expect(malformed.envelope).toMatchObject({ errorCode: '10000' });
  });
});
