import { describe, expect, it } from 'vitest';
import { scrubStack, scrubText } from '../report-scrub';

describe('scrubbing a report', () => {
  it.each([
    ['a phone number in groups', '手机号 138 0013 8000 已注册', '手机号 [number] 已注册'],
    [
      'a phone number with its country code',
      'call +86 138-0013-8000 failed',
      'call [number] failed',
    ],
    ['a bank card as the app shows it', '卡号 6222 0212 3456 7890 123 无效', '卡号 [number] 无效'],
    ['an ID number in groups', 'id 110101 19900307 123X refused', 'id [number] refused'],
    ['an ID number whole', 'id 11010119900307123x refused', 'id [secret] refused'],
    ['an e-mail address', 'no member zhang.san@example.com', 'no member [email]'],
    ['a 16-character hex secret', 'key 3f9a1c2e8b7d4a60 expired', 'key [secret] expired'],
    ['a base64url secret', 'nonce Zx9_Qm3-Lp7aRt2K refused', 'nonce [secret] refused'],
    ['a bearer token', 'sent Bearer abc.DEF-ghi', 'sent Bearer [secret]'],
    ['a token given by name', 'token=abc expired', 'token=[secret] expired'],
    [
      'a secret in JSON',
      '{"accessToken":"a1","password": "hunter2"}',
      '{"accessToken":"[secret]","password": "[secret]"}',
    ],
    ['an authorization header', 'Authorization: Bearer xyz', 'Authorization: [secret]'],
  ])('takes out %s', (_, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('keeps words, amounts, quantities, dates and where a stack frame points', () => {
    const kept = [
      'TypeError: Cannot read properties of undefined (reading "price")',
      '应付 ¥12.50, 数量 3 件, -12.50, 2026-11-28 12:30 下单',
      'at renderCartSummary (https://m.example.com/assets/member-cart-page-DvB3k_1a.js:12:34)',
      'commitHookEffectListMount@https://m.example.com/assets/index-Bx7_k9Q1.js:1:123456',
    ].join('\n');
    expect(scrubText(kept)).toBe(kept);
  });

  it('keeps every frame of a stack in place while taking out what a frame carries', () => {
    const stack = [
      'Error: 138 0013 8000 not found',
      '    at f (https://m.example.com/assets/a.js?token=3f9a1c2e8b7d4a60:1:2)',
      '    at g (https://m.example.com/assets/b-Cq9_x2Lm.js:20:300)',
    ].join('\n');
    expect(scrubStack(stack)).toBe(
      [
        'Error: [number] not found',
        '    at f (https://m.example.com/assets/a.js:1:2)',
        '    at g (https://m.example.com/assets/b-Cq9_x2Lm.js:20:300)',
      ].join('\n'),
    );
  });
});
