import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { toHalfWidth } from '@/utils/half-width';
import { connectCopy } from '@/copy';
import { PHONE_PATTERN } from '@/config/constants';
import { QueryState } from '@/components/ui/query-state';
import { getFeedback } from '@/lib/feedback';
import type { FollowState } from '@/features/team/api/team-schemas';
import { useFollowReferrer, useFollowState } from '@/features/team/hooks/use-connect';
import { requiredText } from '@/lib/form-rules';

interface FollowForm {
  phone: string;
}

/** 推荐人: whom the member follows, and following someone by their phone. */
export function FollowSection() {
  return (
    <QueryState query={useFollowState()} loading={<Skeleton active />}>
      {(state) => <Following data={state} />}
    </QueryState>
  );
}

function Following({ data }: { data: FollowState }) {
  const follow = useFollowReferrer();
  const [form] = Form.useForm<FollowForm>();
  const submit = ({ phone }: FollowForm) =>
    follow.mutate(phone.trim(), {
      onSuccess: () => {
        form.resetFields();
        getFeedback().toastSuccess(connectCopy.followDone);
      },
    });

  return (
    <section aria-labelledby="connect-follow">
      <Typography.Title level={3} id="connect-follow" className="connect__title">
        {connectCopy.followTitle}
      </Typography.Title>
      <Typography.Paragraph type={data.followed ? 'success' : 'secondary'}>
        {data.followed
          ? connectCopy.followCurrent(data.followed.userName, data.followed.phone)
          : connectCopy.followNone}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item
          name="phone"
          normalize={toHalfWidth}
          label={connectCopy.followPhone}
          rules={[
            ...requiredText(connectCopy.followPhonePlaceholder),
            { pattern: PHONE_PATTERN, message: connectCopy.followPhoneInvalid },
          ]}
        >
          <Input placeholder={connectCopy.followPhonePlaceholder} maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={follow.isPending}>
            {connectCopy.follow}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
