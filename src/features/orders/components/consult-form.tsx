import { ReplyForm } from '@/components/ui/reply-form';
import { ordersCopy } from '@/copy';
import { useAddAfterConsult } from '../hooks/use-order-mutations';

const CONTENT_MAX = 500;

/** Sends a message to the platform about an after-sales request; a failure keeps the text. */
export function ConsultForm({ afterId }: { afterId: number }) {
  const add = useAddAfterConsult();
  return (
    <ReplyForm
      label={ordersCopy.consultInput}
      placeholder={ordersCopy.consultPlaceholder}
      requiredMessage={ordersCopy.consultEmpty}
      sendLabel={ordersCopy.send}
      maxLength={CONTENT_MAX}
      onSend={(content) => add.mutateAsync({ afterId, content })}
    />
  );
}
