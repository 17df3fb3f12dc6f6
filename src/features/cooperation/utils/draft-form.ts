import type { FormRule } from 'antd';
import { cooperationCopy } from '@/copy';
import { fenToYuanString, formatFen } from '@/utils/money';
import { readWholeNumber, readYuan } from '@/utils/typed-number';
import type { CooperationDraft, CooperationDraftInput } from '../api/cooperation-schemas';
import { requiredChoice, requiredText } from '@/lib/form-rules';

export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 300;
export const QUANTITY_MAX = 1_000_000;
/** ¥100,000,000.00 */
export const BUDGET_MAX_FEN = 10_000_000_000;

/** As typed: the numbers are text until the rules have read them. */
export interface DraftFormValues {
  title: string;
  roleId?: number;
  categoryId?: number;
  quantity: string;
  budget: string;
  description: string;
}

type Read = { ok: true; value: number } | { ok: false; message: string };

/** The budget typed in yuan (full-width digits accepted) as integer fen, or why it is refused. */
export function readBudget(typed: string): Read {
  const read = readYuan(typed);
  if (!read.ok) {
    const message =
      read.problem === 'empty' ? cooperationCopy.budgetRequired : cooperationCopy.budgetInvalid;
    return { ok: false, message };
  }
  if (read.value <= 0) return { ok: false, message: cooperationCopy.budgetNotPositive };
  if (read.value > BUDGET_MAX_FEN) {
    return { ok: false, message: cooperationCopy.budgetTooLarge(formatFen(BUDGET_MAX_FEN)) };
  }
  return read;
}

/** The quantity typed (full-width digits accepted) as a whole number from 1, or why not. */
export function readQuantity(typed: string): Read {
  const read = readWholeNumber(typed);
  if (!read.ok && read.problem === 'empty') {
    return { ok: false, message: cooperationCopy.quantityRequired };
  }
  return read.ok && read.value >= 1 && read.value <= QUANTITY_MAX
    ? read
    : { ok: false, message: cooperationCopy.quantityInvalid(QUANTITY_MAX) };
}

const readRule = (read: (typed: string) => Read): FormRule => ({
  validator: (_, value: string | undefined) => {
    const result = read(value ?? '');
    return result.ok ? Promise.resolve() : Promise.reject(new Error(result.message));
  },
});

export const draftRules: Record<keyof DraftFormValues, FormRule[]> = {
  title: [
    ...requiredText(cooperationCopy.titleRequired),
    { max: TITLE_MAX, message: cooperationCopy.titleTooLong(TITLE_MAX) },
  ],
  roleId: requiredChoice(cooperationCopy.roleRequired),
  categoryId: requiredChoice(cooperationCopy.categoryRequired),
  quantity: [readRule(readQuantity)],
  budget: [readRule(readBudget)],
  description: [
    { max: DESCRIPTION_MAX, message: cooperationCopy.descriptionTooLong(DESCRIPTION_MAX) },
  ],
};

export const emptyDraftValues: DraftFormValues = {
  title: '',
  quantity: '',
  budget: '',
  description: '',
};

/** A saved draft as the form shows it: the budget back in yuan. */
export const toDraftFormValues = (draft: CooperationDraft): DraftFormValues => ({
  title: draft.title,
  roleId: draft.roleId || undefined,
  categoryId: draft.categoryId || undefined,
  quantity: String(draft.quantity),
  budget: fenToYuanString(draft.budget),
  description: draft.description,
});

/** Sent once the rules passed; null if they did not (nothing is sent then). */
export function toDraftInput(values: DraftFormValues): CooperationDraftInput | null {
  const quantity = readQuantity(values.quantity);
  const budget = readBudget(values.budget);
  if (values.roleId === undefined || values.categoryId === undefined) return null;
  if (!quantity.ok || !budget.ok) return null;
  return {
    title: values.title.trim(),
    roleId: values.roleId,
    categoryId: values.categoryId,
    description: values.description.trim(),
    quantity: quantity.value,
    budget: budget.value,
  };
}
