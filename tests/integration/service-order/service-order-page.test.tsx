import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commonCopy,
  interruptStatusCopy,
  orderStatusCopy,
  serviceOrderCopy,
  serviceOrderKindCopy,
} from '@/copy';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';

const PAGE = '/member/service_order';
/** The first member's oldest order: not yet shipped, three goods (净水器 2, 滤芯 4, 角阀 6). */
const SPLITTABLE = `${PAGE}?id=1`;
const cardOf = (title: string) => screen.findByRole('region', { name: title });
const splitButton = () => screen.queryByRole('button', { name: serviceOrderCopy.subpackage });
const serveButton = () => screen.queryByRole('button', { name: serviceOrderCopy.addServe });

describe('service_order', () => {
  it('lists the orders with their status and subsidy state, filtered from the URL', async () => {
    await renderApp(`${PAGE}?kind=AFTER`, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(orderStatusCopy.RETURN)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByText(serviceOrderKindCopy.AFTER).length).toBeGreaterThan(0);
    expect(within(table).queryByText(serviceOrderKindCopy.SERVICE)).toBeNull();
    expect(within(table).getByText(interruptStatusCopy[3])).toBeInTheDocument();
  });

  it('opens an order in place of the list (?id=), and 返回 goes back to the list as filtered', async () => {
    const { router } = await renderApp(`${PAGE}?kind=AFTER`, { loggedInAs: SEEDED_MEMBER });
    const [detail] = await screen.findAllByRole('link', {
      name: new RegExp(`^${serviceOrderCopy.detail} `),
    });
    await userEvent.click(detail);
    const search = () => new URLSearchParams(router.state.location.search);
    expect(search().get('id')).toMatch(/^\d+$/);
    expect(search().get('kind')).toBe('AFTER');
    expect(await screen.findByText(serviceOrderCopy.detailTitle)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: serviceOrderCopy.back }));
    expect(search().get('id')).toBeNull();
    expect(search().get('kind')).toBe('AFTER');
    expect(await screen.findByText(orderStatusCopy.RETURN)).toBeInTheDocument();
  });

  it('shows 拆分包裹 and 添加服务记录 to a member holding the serve code', async () => {
    await renderApp(SPLITTABLE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('张伟')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: serviceOrderCopy.subpackage })).toBeVisible();
    expect(serveButton()).toBeVisible();
    expect(await screen.findByText(serviceOrderCopy.noVehicle)).toBeInTheDocument();
  });

  it('hides them from a member without the code, whose order, vehicle and records are shown', async () => {
    await renderApp(`${PAGE}?id=14`, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText('更换漏水角阀')).toBeInTheDocument();
    expect(serveButton()).toBeNull();
    expect(splitButton()).toBeNull();
  });

  it('follows the session’s codes: without the serve code the same order has no actions', async () => {
    await renderApp(SPLITTABLE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('button', { name: serviceOrderCopy.subpackage })).toBeVisible();
    dropPermissionCodes();
    expect(await screen.findByText('张伟')).toBeInTheDocument();
    expect(splitButton()).toBeNull();
    expect(serveButton()).toBeNull();
  });

  it('拆分包裹 says in Chinese what does not add up, keeps the quantities, then shows the parcels', async () => {
    await renderApp(SPLITTABLE, { loggedInAs: SEEDED_MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: serviceOrderCopy.subpackage }));
    const dialog = await screen.findByRole('dialog', { name: serviceOrderCopy.subpackageTitle });
    const field = (parcel: number, good: string) =>
      within(dialog).getByRole('spinbutton', {
        name: serviceOrderCopy.parcelNum(serviceOrderCopy.parcelName(parcel), good),
      });

    await userEvent.click(within(dialog).getByRole('button', { name: serviceOrderCopy.submit }));
    expect(
      await within(dialog).findByText(serviceOrderCopy.emptyParcel('包裹 2')),
    ).toBeInTheDocument();

    await userEvent.type(field(2, '滤芯套装'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: serviceOrderCopy.submit }));
    expect(
      await within(dialog).findByText(serviceOrderCopy.sumMismatch('滤芯套装', 4, 7)),
    ).toBeInTheDocument();
    expect(field(2, '滤芯套装')).toHaveValue('3');

    await userEvent.clear(field(1, '滤芯套装'));
    await userEvent.type(field(1, '滤芯套装'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: serviceOrderCopy.submit }));

    const parcels = await cardOf(serviceOrderCopy.parcelsTitle);
    expect(await within(parcels).findByText('滤芯套装 × 3')).toBeInTheDocument();
    expect(within(parcels).getByText('家用净水器 × 2，滤芯套装 × 1，角阀 × 6')).toBeInTheDocument();
    expect(screen.getByText(orderStatusCopy.SEND)).toBeInTheDocument();
  });

  it('添加服务记录 asks for the content and time, then lists the record', async () => {
    await renderApp(SPLITTABLE, { loggedInAs: SEEDED_MEMBER });
    const records = await cardOf(serviceOrderCopy.serveTitle);
    expect(await within(records).findByText(serviceOrderCopy.serveEmpty)).toBeInTheDocument();
    await userEvent.click(within(records).getByRole('button', { name: serviceOrderCopy.addServe }));
    const dialog = await screen.findByRole('dialog', { name: serviceOrderCopy.addServe });
    await userEvent.click(within(dialog).getByRole('button', { name: serviceOrderCopy.submit }));
    expect(
      await within(dialog).findByText(serviceOrderCopy.serveContentRequired),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(serviceOrderCopy.serveTimeRequired)).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByLabelText(serviceOrderCopy.serveContent),
      '上门安装净水器',
    );
    const time = within(dialog).getByLabelText(serviceOrderCopy.serveTime);
    // Enter confirms the typed time and submits the form
    await userEvent.type(time, '2024-06-01 10:30{Enter}');

    expect(await within(records).findByText('上门安装净水器')).toBeInTheDocument();
    expect(within(records).getByText(/2024-06-01 10:30/)).toBeInTheDocument();
  });

  it('申请补贴 on a served order turns its rights to 已申请 with the subsidy', async () => {
    await renderApp(`${PAGE}?id=10`, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(interruptStatusCopy[0])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: serviceOrderCopy.applySubsidy }));
    await userEvent.click(await screen.findByRole('button', { name: commonCopy.confirm }));
    expect(await screen.findByText(interruptStatusCopy[1])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: serviceOrderCopy.applySubsidy })).toBeNull();
    expect(screen.getByText('¥18.40')).toBeInTheDocument();
  });
});
