import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { ServerOptionsSelect } from '../server-options-select';

interface Role {
  roleId: number;
  roleName: string;
}

const ROLES: Role[] = [
  { roleId: 1, roleName: '发起方' },
  { roleId: 2, roleName: '承接方' },
];
const NO_DATA = '暂无数据';

/** A filter of roles, loaded by `load`, as a list screen would use it. */
function RoleFilter({
  load,
  onChange,
}: {
  load: () => Promise<Role[]>;
  onChange?(id?: number): void;
}) {
  const query = useQuery({ queryKey: ['roles'], queryFn: load });
  return (
    <ServerOptionsSelect
      query={query}
      toOptions={(roles) => roles.map((role) => ({ value: role.roleId, label: role.roleName }))}
      label="角色"
      placeholder="全部角色"
      allowClear
      onChange={onChange}
    />
  );
}

const openRoles = () => userEvent.click(screen.getByRole('combobox', { name: '角色' }));

/** A load that answers only when told to. */
function heldLoad() {
  let answer: (roles: Role[]) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Role[]>((resolve) => {
        answer = resolve;
      }),
  );
  return { load, answer: (roles: Role[]) => answer(roles) };
}

describe('ServerOptionsSelect', () => {
  it("lists the server's options; choosing one gives its value", async () => {
    const onChange = vi.fn();
    renderWithProviders(<RoleFilter load={() => Promise.resolve(ROLES)} onChange={onChange} />);
    await openRoles();
    await userEvent.click(await screen.findByTitle('承接方'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('says 加载中 while the options load, not that there are none', async () => {
    const { load, answer } = heldLoad();
    renderWithProviders(<RoleFilter load={load} />);
    await openRoles();
    expect(await screen.findByRole('status')).toHaveTextContent(commonCopy.loading);
    expect(screen.queryByText(NO_DATA)).toBeNull();

    answer(ROLES);
    expect(await screen.findByTitle('发起方')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failed load as 加载失败 with 重试 in the drop-down; 重试 loads the options', async () => {
    const load = vi
      .fn<() => Promise<Role[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ROLES);
    renderWithProviders(<RoleFilter load={load} />);
    await openRoles();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(commonCopy.loadFailed);
    expect(screen.queryByText(NO_DATA)).toBeNull();

    await userEvent.click(within(failure).getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByTitle('承接方')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(commonCopy.loadFailed)).toBeNull();
  });

  it('says there are no options only when the server listed none', async () => {
    renderWithProviders(<RoleFilter load={() => Promise.resolve([])} />);
    await openRoles();
    expect((await screen.findAllByText(NO_DATA)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
