import { memberPath } from '@/config/paths';

/**
 * The staff list, and the page of one staff member (general_staff_info), where the detail's id
 * (useDetailParam's) sits beside the list's filters.
 */
export const staffLinks = {
  list: memberPath('general_staff'),
  detail: memberPath('general_staff_info'),
};
