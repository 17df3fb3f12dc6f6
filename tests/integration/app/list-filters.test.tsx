import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagerCopy, supplyCopy, teamCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

const asMember = { loggedInAs: SEEDED_MEMBER };

/** Opens the select named `name` and picks the option labelled `label`. */
async function choose(name: string, label: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(label);
  await userEvent.click(options[options.length - 1]);
}

/** What the select named `name` shows as chosen. */
const chosenIn = (name: string) =>
  screen.getByRole('combobox', { name }).closest('.ant-select')?.textContent ?? '';

/** The text of the table's body rows. */
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('list filters with the value 1', () => {
  it('my_group: 一级 stays chosen, filters the team over its pages, and survives a reload', async () => {
    const { router, unmount } = await renderApp(memberPath('my_group'), asMember);
    // account 1 leads 25 members: twelve on the first level, the others below them
    expect(await screen.findByText(pagerCopy.total(25))).toBeInTheDocument();

    await choose(teamCopy.depthFilter, '一级');

    expect(await screen.findByText(pagerCopy.total(12))).toBeInTheDocument();
    expect(chosenIn(teamCopy.depthFilter)).toContain('一级');
    await userEvent.click(screen.getByRole('button', { name: pagerCopy.next }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    expect(rowTexts().every((row) => row.includes('一级'))).toBe(true);

    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    await renderApp(url, asMember);
    expect(await screen.findByText(pagerCopy.total(12))).toBeInTheDocument();
    expect(chosenIn(teamCopy.depthFilter)).toContain('一级');
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
  });

  it('good_supply: brand 1 and company 1 stay chosen and filter the goods', async () => {
    await renderApp(memberPath('good_supply'), asMember);
    expect(await screen.findByText('晓雨保温杯')).toBeInTheDocument();

    await choose(supplyCopy.brandFilter, '禾丰优选');
    await waitFor(() => expect(screen.queryByText('晓雨保温杯')).toBeNull());
    expect(screen.getByText('禾丰东北大米')).toBeInTheDocument();
    expect(chosenIn(supplyCopy.brandFilter)).toContain('禾丰优选');

    await choose(supplyCopy.companyFilter, '深圳市晓雨贸易有限公司');
    await waitFor(() => expect(screen.queryByText('禾丰东北大米')).toBeNull());
    expect(screen.getByText('晓雨纯棉毛巾')).toBeInTheDocument();
    expect(chosenIn(supplyCopy.companyFilter)).toContain('深圳市晓雨贸易有限公司');
    expect(chosenIn(supplyCopy.brandFilter)).not.toContain('禾丰优选');
  });
});
