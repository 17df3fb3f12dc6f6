// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/config/constants';
import { sampleUser } from '@tests/sample-user';
import { isLoggedIn, useSessionStore } from '../session-store';

const stored = (state: unknown) =>
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: 0 }));

describe('session store', () => {
  it('is logged in only with both user info and a token, persisted to sessionStorage', () => {
    expect(isLoggedIn()).toBe(false);
    useSessionStore.getState().startSession('tk-1', sampleUser);
    expect(isLoggedIn()).toBe(true);
    const persisted = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(persisted.state).toEqual({ token: 'tk-1', user: sampleUser });
  });

  it('restores the session from sessionStorage (a reload keeps the member logged in)', async () => {
    stored({ token: 'tk-2', user: sampleUser });
    await useSessionStore.persist.rehydrate();
    expect(isLoggedIn()).toBe(true);
    expect(useSessionStore.getState().user?.userName).toBe(sampleUser.userName);
  });

  it.each([
    ['corrupt JSON', '{"state": {"token": "tk'],
    ['a wrong shape', JSON.stringify({ state: { token: 42, user: 'me' }, version: 0 })],
    ['no state', JSON.stringify({ version: 0 })],
  ])('treats %s as logged out and drops it', async (_, raw) => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, raw);
    await useSessionStore.persist.rehydrate();
    expect(isLoggedIn()).toBe(false);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ending the session clears sessionStorage and bumps the epoch', () => {
    useSessionStore.getState().startSession('tk-3', sampleUser);
    sessionStorage.setItem('other', 'x');
    const { epoch } = useSessionStore.getState();
    useSessionStore.getState().endSession();
    expect(isLoggedIn()).toBe(false);
    expect(useSessionStore.getState().epoch).toBe(epoch + 1);
    expect(sessionStorage.length).toBe(0);
  });
});
