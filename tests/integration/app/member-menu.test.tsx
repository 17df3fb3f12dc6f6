import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCopy, capitalCopy, memberCopy, memberMenuCopy, navCopy, systemLogCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

/** 平台规则 at /member/rule, its rules loaded, with the side menu beside it. */
async function openRules(phone: string) {
  const rendered = await renderApp(memberPath('rule'), { loggedInAs: phone });
  await screen.findByRole('heading', { name: '三、发票' });
  return { ...rendered, menu: screen.getByRole('navigation', { name: navCopy.menuTitle }) };
}

const group = (menu: HTMLElement, label: string) =>
  within(menu).getByRole('button', { name: label });
const entry = (menu: HTMLElement, label: string) =>
  within(menu).queryByRole('link', { name: label });
const entryNames = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the member side menu', () => {
  it('folds its groups, the current screen’s open; a group opens and folds by its button', async () => {
    const user = userEvent.setup();
    const { menu } = await openRules(SEEDED_MEMBER);

    expect(entry(menu, memberCopy.ruleTitle)).toHaveAttribute('aria-current', 'page');
    expect(group(menu, memberMenuCopy.service)).toHaveAttribute('aria-expanded', 'true');
    expect(group(menu, memberMenuCopy.account)).toHaveAttribute('aria-expanded', 'false');
    expect(entry(menu, bankCopy.pageTitle)).toBeNull();

    // from the search box, the keyboard reaches the first group and opens it
    await user.click(within(menu).getByRole('searchbox', { name: memberMenuCopy.search }));
    await user.tab();
    expect(group(menu, memberMenuCopy.account)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(group(menu, memberMenuCopy.account)).toHaveAttribute('aria-expanded', 'true');
    expect(entry(menu, bankCopy.pageTitle)).toHaveAttribute('href', memberPath('my_bank'));

    await user.click(group(menu, memberMenuCopy.service));
    expect(entry(menu, memberCopy.ruleTitle)).toBeNull();
    expect(entry(menu, bankCopy.pageTitle)).not.toBeNull();
  });

  it('finds entries by name or pinyin initials; Enter opens the first, whose group then opens', async () => {
    const user = userEvent.setup();
    const { menu, router } = await openRules(SEEDED_MEMBER);
    const search = within(menu).getByRole('searchbox', { name: memberMenuCopy.search });

    await user.type(search, 'XTRZ');
    expect(entryNames(menu)).toEqual([systemLogCopy.title]);
    await user.clear(search);
    await user.type(search, '明细');
    expect(entryNames(menu)).toEqual([capitalCopy.incomeTitle, capitalCopy.expendTitle]);
    // a group's name lists all of it
    await user.clear(search);
    await user.type(search, memberMenuCopy.account);
    expect(entryNames(menu)).toContain(bankCopy.pageTitle);

    await user.clear(search);
    await user.type(search, 'srmx{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: capitalCopy.incomeTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(memberPath('income'));
    expect(search).toHaveValue('');
    expect(group(menu, memberMenuCopy.money)).toHaveAttribute('aria-expanded', 'true');
    expect(entry(menu, capitalCopy.incomeTitle)).toHaveAttribute('aria-current', 'page');
    expect(entry(menu, memberCopy.ruleTitle)).not.toBeNull();

    await user.type(search, '提现到火星');
    expect(within(menu).getByRole('status')).toHaveTextContent(memberMenuCopy.noMatch);
    expect(entryNames(menu)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(entryNames(menu)).toContain(capitalCopy.incomeTitle);
    await screen.findAllByRole('row');
  });

  it('never lists an entry the member’s codes do not allow, searching included', async () => {
    const user = userEvent.setup();
    const { menu } = await openRules(SEEDED_ZERO_BALANCE_MEMBER);
    expect(within(menu).queryByRole('button', { name: systemLogCopy.group })).toBeNull();

    await user.type(within(menu).getByRole('searchbox', { name: memberMenuCopy.search }), 'xtrz');
    expect(within(menu).getByRole('status')).toHaveTextContent(memberMenuCopy.noMatch);
  });
});
