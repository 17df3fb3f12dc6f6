import type { RuleObject } from 'antd/es/form';
import { enquiryCopy } from '@/copy';
import { enquiryRules, toEnquiryBody } from '../enquiry-form';

/** Runs the content rule's validator as antd does; resolves to its message or null. */
async function contentError(html: string | undefined): Promise<string | null> {
  const rule = enquiryRules.content[0] as RuleObject;
  try {
    await rule.validator?.(rule, html, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the new-enquiry form', () => {
  it('refuses content without text or image, in Chinese', async () => {
    expect(await contentError(undefined)).toBe(enquiryCopy.contentRequired);
    expect(await contentError('<p><br></p>')).toBe(enquiryCopy.contentRequired);
    expect(await contentError('<p>&nbsp; </p>')).toBe(enquiryCopy.contentRequired);
  });

  it('takes text, or an image alone (a screenshot is a question too)', async () => {
    expect(await contentError('<p>收到的货少了一箱</p>')).toBeNull();
    expect(await contentError('<p><img src="/uploads/a.png" alt="a"></p>')).toBeNull();
  });

  it('requires a title and a category with Chinese messages', () => {
    expect(enquiryRules.title).toContainEqual(
      expect.objectContaining({
        required: true,
        whitespace: true,
        message: enquiryCopy.titleRequired,
      }),
    );
    expect(enquiryRules.category).toContainEqual(
      expect.objectContaining({ required: true, message: enquiryCopy.categoryRequired }),
    );
  });

  it('sends the title trimmed and the editor HTML as it is', () => {
    expect(
      toEnquiryBody({ title: '  发货时间 ', category: 'ORDER', content: '<p> 何时发货？</p>' }),
    ).toEqual({ title: '发货时间', category: 'ORDER', content: '<p> 何时发货？</p>' });
  });
});
