import { DatePicker, Form, Input, Radio } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import dayjs, { type Dayjs } from 'dayjs';
import { memberCopy } from '@/copy';
import { sex } from '@/lib/enums/sex';
import type { Sex } from '@/lib/user-schema';
import { DAY_FORMAT, dayOf, dayOfTime } from '@/utils/date-format';
import type { MemberInfo } from '../api/account-schemas';
import { useUpdateProfile } from '../hooks/use-profile';
import {
  birthdayProblem,
  emailProblem,
  toProfileInput,
  USER_NAME_MAX,
  userNameProblem,
} from '../utils/profile-form';

interface ProfileFields {
  userName: string;
  sex: Sex;
  birthday: Dayjs | null;
  email: string;
}

export interface ProfileDialogProps {
  open: boolean;
  info: MemberInfo;
  onClose(): void;
}

const dayText = (value: Dayjs | null | undefined) => (value ? dayOf(value) : '');

/** A birthday the server sent with a time ('1996-05-18 00:00:00') is read by its day. */
const toDayjs = (birthday: string): Dayjs | null => {
  const day = dayjs(dayOfTime(birthday), DAY_FORMAT, true);
  return day.isValid() ? day : null;
};

const check =
  <T,>(problem: (value: T) => string | null) =>
  (_rule: unknown, value: T) => {
    const message = problem(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  };

/**
 * 编辑个人资料: name, sex, birthday and e-mail, each checked with a Chinese message; a refusal
 * keeps the dialog open with what was typed, and 操作成功 closes it.
 */
export function ProfileDialog({ open, info, onClose }: ProfileDialogProps) {
  const update = useUpdateProfile();

  const save = (fields: ProfileFields) =>
    update.mutateAsync(
      toProfileInput({ ...fields, birthday: dayText(fields.birthday) }, info.personalPhoto),
    );

  return (
    <FormDialog<ProfileFields>
      open={open}
      title={memberCopy.editProfileTitle}
      onClose={onClose}
      onSubmit={save}
      submitText={memberCopy.save}
      initialValues={{
        userName: info.userName,
        sex: info.sex,
        birthday: toDayjs(info.birthday),
        email: info.email,
      }}
    >
      <Form.Item
        name="userName"
        label={memberCopy.userName}
        rules={[{ validator: check((value: string | undefined) => userNameProblem(value ?? '')) }]}
      >
        <Input placeholder={memberCopy.userNamePlaceholder} maxLength={USER_NAME_MAX + 10} />
      </Form.Item>
      <Form.Item name="sex" label={memberCopy.sex}>
        <Radio.Group aria-label={memberCopy.sex} options={sex.options} />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={memberCopy.birthday}
        rules={[
          {
            validator: check((value: Dayjs | null | undefined) => birthdayProblem(dayText(value))),
          },
        ]}
      >
        <DatePicker
          format={DAY_FORMAT}
          placeholder={memberCopy.birthdayPlaceholder}
          disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={memberCopy.email}
        rules={[{ validator: check((value: string | undefined) => emailProblem(value ?? '')) }]}
      >
        <Input placeholder={memberCopy.emailPlaceholder} maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}
