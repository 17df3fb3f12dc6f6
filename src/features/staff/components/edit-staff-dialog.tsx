import { FormDialog } from '@/components/ui/form-dialog';
import { staffCopy } from '@/copy';
import type { StaffDetail } from '../api/staff-schemas';
import { useEditStaffMember } from '../hooks/use-staff';
import { termsValuesOf, toStaffTerms, type StaffTermsValues } from '../utils/staff-form';
import { StaffTermsFields } from './staff-terms-fields';

interface EditStaffDialogProps {
  staff: StaffDetail;
  open: boolean;
  onClose(): void;
}

/** 编辑员工信息: the post, war area and remark, starting from what is saved. */
export function EditStaffDialog({ staff, open, onClose }: EditStaffDialogProps) {
  const edit = useEditStaffMember(staff.staffId);
  const send = (values: StaffTermsValues) => {
    const terms = toStaffTerms(values);
    return terms && edit.mutateAsync(terms);
  };
  return (
    <FormDialog<StaffTermsValues>
      open={open}
      name="edit-staff"
      title={staffCopy.editTitle}
      onClose={onClose}
      onSubmit={send}
      submitText={staffCopy.save}
      initialValues={termsValuesOf(staff)}
    >
      <StaffTermsFields />
    </FormDialog>
  );
}
