import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from '@/config/constants';
import type { UserInfo } from '@/lib/user-schema';

interface PersistedSession {
  token: string | null;
  user: UserInfo | null;
}

interface SessionState extends PersistedSession {
  /**
   * Bumped whenever a session starts or ends; answers to requests sent before that are ignored,
   * so a late answer from the previous (or no) session can never end the new one.
   */
  epoch: number;
  startSession(token: string, user: UserInfo): void;
  updateUser(user: UserInfo): void;
  endSession(): void;
}

function isPersistedSession(value: unknown): value is StorageValue<PersistedSession> {
  if (typeof value !== 'object' || value === null) return false;
  const state = (value as { state?: unknown }).state;
  if (typeof state !== 'object' || state === null) return false;
  const { token, user } = state as Record<string, unknown>;
  const tokenOk = token === null || typeof token === 'string';
  const userOk =
    user === null ||
    (typeof user === 'object' && typeof (user as Record<string, unknown>).userName === 'string');
  return tokenOk && userOk;
}

/** sessionStorage, where unreadable or malformed content counts as no session and is dropped. */
const sessionStorageJson: PersistStorage<PersistedSession> = {
  getItem(name) {
    const raw = sessionStorage.getItem(name);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isPersistedSession(parsed)) return parsed;
    } catch {
      // fall through: corrupt JSON is treated as logged out
    }
    sessionStorage.removeItem(name);
    return null;
  },
  setItem(name, value) {
    sessionStorage.setItem(name, JSON.stringify(value));
  },
  removeItem(name) {
    sessionStorage.removeItem(name);
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      epoch: 0,
      startSession: (token, user) => set((state) => ({ token, user, epoch: state.epoch + 1 })),
      updateUser: (user) => set({ user }),
      endSession: () => {
        sessionStorage.clear();
        set((state) => ({ token: null, user: null, epoch: state.epoch + 1 }));
        sessionStorage.removeItem(SESSION_STORAGE_KEY);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: sessionStorageJson,
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

export const selectIsLoggedIn = (state: PersistedSession): boolean =>
  Boolean(state.token && state.user);

export function isLoggedIn(): boolean {
  return selectIsLoggedIn(useSessionStore.getState());
}
