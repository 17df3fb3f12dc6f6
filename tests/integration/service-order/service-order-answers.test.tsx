import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, interruptStatusCopy, orderStatusCopy, serviceOrderCopy } from '@/copy';
import { serviceOrderEndpoints } from '@/features/service-order/api/service-order-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  carUseSchema,
  serviceOrderPageSchema,
} from '@/features/service-order/api/service-order-schemas';

const PAGE = '/member/service_order';
const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
const cardOf = (title: string) => screen.findByRole('region', { name: title });

describe('service_order answers: minimal, malformed and failed', () => {
  it('schemas: defaults, unknown statuses offer nothing, rows without an id or whole-fen price left out', () => {
    expect(
      parseAnswer(serviceOrderPageSchema, {
        list: [
          { orderId: 3, price: 100, status: 'LOST', interruptStatus: 8, kind: 'X' },
          { orderId: 4, price: 1.5 },
          { price: 100 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            orderId: 3,
            orderNo: '',
            kind: 'SERVICE',
            status: 'FINISH',
            customerName: '',
            customerPhone: '',
            price: 100,
            createTime: '',
            interruptStatus: 0,
            subsidy: 0,
          },
        ],
        total: 1,
      },
    });
    expect(parseAnswer(carUseSchema, null)).toEqual({ ok: true, value: null });
    expect(parseAnswer(carUseSchema, { vehicleType: '货车' })).toEqual({ ok: true, value: null });
  });

  it('a failed list shows 加载失败 and 重试, never 暂无服务订单, then the orders', async () => {
    mockApi.failNext(serviceOrderEndpoints.list, { network: true });
    await renderApp(PAGE, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(serviceOrderCopy.listEmpty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect((await screen.findAllByText('张伟')).length).toBeGreaterThan(0);
  });

  it('a minimal order is listed with its amount and status labels', async () => {
    mockApi.failNext(serviceOrderEndpoints.list, {
      resultData: {
        list: [{ orderId: 9, orderNo: 'FW9', price: 12_000, status: 'SIGN', interruptStatus: 2 }],
      },
    });
    await renderApp(PAGE, asMember);
    expect(await screen.findByText('FW9')).toBeInTheDocument();
    expect(screen.getByText('¥120.00')).toBeInTheDocument();
    expect(screen.getByText(orderStatusCopy.SIGN)).toBeInTheDocument();
    expect(screen.getByText(interruptStatusCopy[2])).toBeInTheDocument();
    expectNoCrash();
  });

  it('an empty list says 暂无服务订单', async () => {
    mockApi.failNext(serviceOrderEndpoints.list, { resultData: { list: [], total: 0 } });
    await renderApp(PAGE, asMember);
    expect(await screen.findByText(serviceOrderCopy.listEmpty)).toBeInTheDocument();
  });

  it('a malformed detail shows the reason with 重试, which loads the order', async () => {
    mockApi.failNext(
      { endpoint: serviceOrderEndpoints.detail, params: { orderId: 2 } },
      { resultData: { orderNo: 'FW2' } },
    );
    await renderApp(`${PAGE}?id=2`, asMember);
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('李娜')).toBeInTheDocument();
  });

  it('a failed vehicle fails its card only; 重试 shows the vehicle', async () => {
    mockApi.failNext(serviceOrderEndpoints.carUse, { network: true });
    await renderApp(`${PAGE}?id=2`, asMember);
    const vehicle = await cardOf(serviceOrderCopy.vehicleTitle);
    expect(await within(vehicle).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(vehicle).queryByText(serviceOrderCopy.noVehicle)).toBeNull();
    expect(screen.getByText('李娜')).toBeInTheDocument();
    await userEvent.click(within(vehicle).getByRole('button', { name: commonCopy.retry }));
    expect(await within(vehicle).findByText('粤B·3F21K')).toBeInTheDocument();
  });
});
