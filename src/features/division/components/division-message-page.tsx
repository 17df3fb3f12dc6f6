import { Divider, Typography } from 'antd';
import { divisionPageCopy } from '@/copy';
import { MessageForm } from './message-form';
import { MyMessages } from './my-messages';

/** 在线留言: the message form, and the member's earlier messages below it. */
export function DivisionMessagePage() {
  return (
    <>
      <Typography.Paragraph type="secondary">{divisionPageCopy.message.intro}</Typography.Paragraph>
      <MessageForm />
      <Divider />
      <MyMessages />
    </>
  );
}
