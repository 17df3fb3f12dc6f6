import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { ServerOptionsSelect } from '@/components/ui/server-options-select';
import { cooperationCopy } from '@/copy';
import type { CooperationDraft } from '../api/cooperation-schemas';
import {
  useCooperationCategories,
  useCooperationRoles,
  useCreateDraft,
  useUpdateDraft,
} from '../hooks/use-cooperation';
import {
  DESCRIPTION_MAX,
  draftRules,
  emptyDraftValues,
  TITLE_MAX,
  toDraftFormValues,
  toDraftInput,
  type DraftFormValues,
} from '../utils/draft-form';

export interface DraftFormDialogProps {
  open: boolean;
  onClose(): void;
  /** The draft being edited; without it the dialog starts a new one. */
  editing?: CooperationDraft;
}

/**
 * 新建合作任务 or 编辑草稿: saved as a draft, submitted later. The rules speak Chinese before
 * anything is sent; a failure keeps the dialog open with what was typed.
 */
export function DraftFormDialog({ open, onClose, editing }: DraftFormDialogProps) {
  const roles = useCooperationRoles();
  const categories = useCooperationCategories();
  const create = useCreateDraft();
  const update = useUpdateDraft();

  const save = (values: DraftFormValues) => {
    const body = toDraftInput(values);
    if (!body) return null;
    return editing
      ? update.mutateAsync({ ...body, draftId: editing.draftId })
      : create.mutateAsync(body);
  };

  return (
    <FormDialog<DraftFormValues>
      open={open}
      title={editing ? cooperationCopy.editDraftTitle : cooperationCopy.newDraftTitle}
      onClose={onClose}
      onSubmit={save}
      submitText={cooperationCopy.saveDraft}
      initialValues={editing ? toDraftFormValues(editing) : emptyDraftValues}
    >
      <Form.Item name="title" label={cooperationCopy.title} rules={draftRules.title}>
        <Input placeholder={cooperationCopy.titlePlaceholder} maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item name="roleId" label={cooperationCopy.role} rules={draftRules.roleId}>
        <ServerOptionsSelect
          query={roles}
          toOptions={(list) => list.map((role) => ({ value: role.roleId, label: role.roleName }))}
          placeholder={cooperationCopy.rolePlaceholder}
        />
      </Form.Item>
      <Form.Item name="categoryId" label={cooperationCopy.category} rules={draftRules.categoryId}>
        <ServerOptionsSelect
          query={categories}
          toOptions={(list) =>
            list.map((category) => ({
              value: category.categoryId,
              label: category.categoryName,
            }))
          }
          placeholder={cooperationCopy.categoryPlaceholder}
        />
      </Form.Item>
      <Form.Item
        required
        name="quantity"
        label={cooperationCopy.quantity}
        rules={draftRules.quantity}
      >
        <Input
          placeholder={cooperationCopy.quantityPlaceholder}
          inputMode="numeric"
          maxLength={9}
        />
      </Form.Item>
      <Form.Item
        required
        name="budget"
        label={cooperationCopy.budgetLabel}
        rules={draftRules.budget}
      >
        <Input placeholder={cooperationCopy.budgetPlaceholder} inputMode="decimal" maxLength={16} />
      </Form.Item>
      <Form.Item
        name="description"
        label={cooperationCopy.description}
        rules={draftRules.description}
      >
        <Input.TextArea
          placeholder={cooperationCopy.descriptionPlaceholder}
          maxLength={DESCRIPTION_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
