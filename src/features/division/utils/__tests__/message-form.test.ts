import { describe, expect, it } from 'vitest';
import { divisionPageCopy } from '@/copy';
import { messageRules, toMessageBody } from '../message-form';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

const contentValidator = messageRules.content
  .map((rule) => (typeof rule === 'object' ? rule.validator : undefined))
  .find((validator) => validator !== undefined) as Validator;

describe('message form', () => {
  it('refuses content with no text once the tags are stripped', async () => {
    for (const html of [undefined, '', '<p><br></p>', '<p>&nbsp;</p>', '<h1> </h1>']) {
      await expect(contentValidator({}, html)).rejects.toThrow(
        divisionPageCopy.message.contentRequired,
      );
    }
    await expect(contentValidator({}, '<p><strong>你好</strong></p>')).resolves.toBeUndefined();
  });

  it('trims the text fields and keeps the HTML as written', () => {
    expect(
      toMessageBody({ name: ' 张三 ', phone: ' 13912345678', email: ' ', content: '<p> a </p>' }),
    ).toEqual({ name: '张三', phone: '13912345678', email: '', content: '<p> a </p>' });
  });
});
