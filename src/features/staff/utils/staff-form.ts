import type { Rule } from 'antd/es/form';
import { staffCopy } from '@/copy';
import { requiredChoice, requiredText, textCheck } from '@/lib/form-rules';
import { isPhoneNumber } from '@/utils/phone';
import type { StaffPost } from '@/lib/enums/staff';
import type { LinkStaffBody, StaffDetail, StaffTerms } from '../api/staff-schemas';

/** A remark is kept short: the server refuses more. */
export const REMARK_MAX = 200;

/** What the member decides about a staff member, as the form holds it. */
export interface StaffTermsValues {
  post?: StaffPost;
  /** Cleared: no war area. */
  partitionId?: number;
  remark: string;
}

export interface LinkStaffValues extends StaffTermsValues {
  phone: string;
}

export const staffFormRules = {
  phone: [
    ...requiredText(staffCopy.linkPhonePlaceholder),
    textCheck(isPhoneNumber, staffCopy.linkPhoneInvalid),
  ],
  post: requiredChoice(staffCopy.postRequired),
  remark: [textCheck((remark) => [...remark.trim()].length <= REMARK_MAX, staffCopy.remarkTooLong)],
} satisfies Record<string, Rule[]>;

export const EMPTY_LINK_VALUES: LinkStaffValues = { phone: '', remark: '' };

/** The staff member's terms as the edit form starts with them. */
export const termsValuesOf = ({ post, partitionId, remark }: StaffDetail): StaffTermsValues => ({
  post,
  partitionId: partitionId ?? undefined,
  remark,
});

/** The terms as they are sent; null when no post was chosen (the form says so). */
export function toStaffTerms({ post, partitionId, remark }: StaffTermsValues): StaffTerms | null {
  if (!post) return null;
  return { post, partitionId: partitionId ?? null, remark: remark.trim() };
}

export function toLinkBody(values: LinkStaffValues): LinkStaffBody | null {
  const terms = toStaffTerms(values);
  return terms && { ...terms, phone: values.phone.trim() };
}
