import { ReplyForm } from '@/components/ui/reply-form';
import type { EditorTool } from '@/components/ui/rich-text-editor/editor-toolbar';
import { enquiryCopy } from '@/copy';
import { useAddEnquiryMessage } from '../hooks/use-enquiries';

const FOLLOW_UP_TOOLS: readonly EditorTool[] = ['bold', 'italic', 'link', 'image', 'undo', 'redo'];

/** 继续咨询: a further message; a failure keeps what was typed, a sent one clears the editor. */
export function FollowUpForm({ feedbackId }: { feedbackId: number }) {
  const add = useAddEnquiryMessage();
  return (
    <ReplyForm
      label={enquiryCopy.followUp}
      placeholder={enquiryCopy.followUpPlaceholder}
      requiredMessage={enquiryCopy.followUpRequired}
      sendLabel={enquiryCopy.send}
      sentMessage={enquiryCopy.sent}
      richText={FOLLOW_UP_TOOLS}
      onSend={(content) => add.mutateAsync({ feedbackId, content })}
    />
  );
}
