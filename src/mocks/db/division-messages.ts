import type { DivisionId } from '@/lib/enums/division';
import type {
  DivisionMessage,
  DivisionMessageBody,
} from '@/features/division/api/division-schemas';
import { htmlToText } from '@/utils/html-text';
import { isEmail, isMobile } from './field-rules';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import type { Database, UserRow } from './types';
import { withoutOwner } from './without-owner';
import { divisionError } from './errors/division';

const NAME_MAX = 20;
const CONTENT_TEXT_MAX = 2000;
const CONTENT_HTML_MAX = 20_000;

/** The member's own messages to a division, newest first. */
export const listOwnMessages = (
  db: Database,
  userId: number,
  division: DivisionId,
): DivisionMessage[] =>
  db.divisionMessages
    .filter((row) => row.userId === userId && row.division === division)
    .sort((a, b) => b.messageId - a.messageId)
    .map(withoutOwner);

function validate({ name, phone, email, content }: DivisionMessageBody): void {
  if (!name) throw divisionError('messageNameMissing');
  if ([...name].length > NAME_MAX) throw divisionError('messageNameTooLong');
  if (!isMobile(phone)) throw divisionError('messagePhoneInvalid');
  if (email && !isEmail(email)) throw divisionError('messageEmailInvalid');
  const text = htmlToText(content);
  if (!text) throw divisionError('messageContentEmpty');
  if (text.length > CONTENT_TEXT_MAX || content.length > CONTENT_HTML_MAX) {
    throw divisionError('messageContentTooLong');
  }
}

/** Stores a message as sent (the HTML is sanitized where it is shown). */
export function addMessage(
  db: Database,
  user: UserRow,
  division: DivisionId,
  body: DivisionMessageBody,
): DivisionMessage {
  validate(body);
  const row = {
    ...body,
    messageId: nextSequence(db, 'divisionMessageId'),
    division,
    userId: user.userId,
    createTime: formatTime(new Date()),
  };
  db.divisionMessages.push(row);
  return withoutOwner(row);
}
