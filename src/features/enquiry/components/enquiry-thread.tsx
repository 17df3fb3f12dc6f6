import { SafeHtml } from '@/components/ui/safe-html';
import { enquiryCopy } from '@/copy';
import type { EnquiryMessage } from '../api/enquiry-schemas';

/** The conversation, oldest first: the member's messages and the platform's replies (HTML). */
export function EnquiryThread({ messages }: { messages: readonly EnquiryMessage[] }) {
  return (
    <ol className="enquiry-thread" aria-label={enquiryCopy.conversation}>
      {messages.map((message) => (
        <li
          key={message.messageId}
          className={
            message.fromPlatform === 1
              ? 'enquiry-thread__message enquiry-thread__message--platform'
              : 'enquiry-thread__message'
          }
        >
          <div className="enquiry-thread__meta">
            <strong>
              {message.fromPlatform === 1 ? enquiryCopy.fromPlatform : enquiryCopy.fromMember}
            </strong>
            <span>{message.createTime}</span>
          </div>
          <SafeHtml className="enquiry-thread__content" html={message.content} />
        </li>
      ))}
    </ol>
  );
}
