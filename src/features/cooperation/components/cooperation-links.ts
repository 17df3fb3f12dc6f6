import { memberPath } from '@/config/paths';

const COOPERATION = memberPath('cooperation');

/** cooperation shows the tasks, drafts and price logs, or one task (?id=). */
export const cooperationLinks = {
  list: COOPERATION,
  detail: (cooperationId: number) =>
    `${COOPERATION}?${new URLSearchParams({ id: String(cooperationId) })}`,
};
