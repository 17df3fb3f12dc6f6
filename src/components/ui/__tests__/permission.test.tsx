import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { sampleUser } from '@tests/sample-user';
import { Permission, usePermission } from '../permission';

function SendColumn() {
  return <p>{usePermission(PERMISSIONS.distributionSend) ? '操作' : '无操作'}</p>;
}

const guarded = (
  <>
    <Permission code={PERMISSIONS.teamFollowBatch}>
      <button type="button">批量关注</button>
    </Permission>
    <Permission code={PERMISSIONS.supplyGood} fallback={<span>仅供应商可添加</span>}>
      <button type="button">添加供货商品</button>
    </Permission>
    <SendColumn />
  </>
);

const logInWith = (centreJurisdiction: string) =>
  useSessionStore.getState().startSession('token', { ...sampleUser, centreJurisdiction });

afterEach(() => act(() => useSessionStore.getState().endSession()));

describe('the permission directive', () => {
  it('shows the guarded actions to a member holding every code', () => {
    logInWith(sampleUser.centreJurisdiction);
    render(guarded);
    expect(screen.getByRole('button', { name: '批量关注' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加供货商品' })).toBeInTheDocument();
    expect(screen.getByText('操作')).toBeInTheDocument();
  });

  it('hides them from a member without codes, showing the fallback where one is given', () => {
    logInWith('');
    render(guarded);
    expect(screen.queryByRole('button', { name: '批量关注' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加供货商品' })).not.toBeInTheDocument();
    expect(screen.getByText('仅供应商可添加')).toBeInTheDocument();
    expect(screen.getByText('无操作')).toBeInTheDocument();
  });

  it('checks each code on its own and follows the session when it changes', () => {
    logInWith(PERMISSIONS.teamFollowBatch);
    render(guarded);
    expect(screen.getByRole('button', { name: '批量关注' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加供货商品' })).not.toBeInTheDocument();
    act(() => useSessionStore.getState().endSession());
    expect(screen.queryByRole('button', { name: '批量关注' })).not.toBeInTheDocument();
  });
});
