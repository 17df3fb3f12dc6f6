import { memberPath } from '@/config/paths';

const STAFF = memberPath('general_staff');
const STAFF_INFO = memberPath('general_staff_info');
const NOTICES = memberPath('general_staff_notice');

const withId = (path: string, id: number) => `${path}?${new URLSearchParams({ id: String(id) })}`;

/** The staff list, a staff member (general_staff_info?id=), the notices and one of them (?id=). */
export const staffLinks = {
  list: STAFF,
  detail: (staffId: number) => withId(STAFF_INFO, staffId),
  notices: NOTICES,
  notice: (noticeId: number) => withId(NOTICES, noticeId),
};
