// @vitest-environment node
import { checkPdfUrl } from '../pdf-url';

const ORIGIN = 'https://app.example';
const ALLOWED = ['https://files.example'];

describe('checkPdfUrl', () => {
  it.each([
    ['/docs/a.pdf', 'https://app.example/docs/a.pdf'],
    ['https://app.example/docs/a.pdf', 'https://app.example/docs/a.pdf'],
    ['https://files.example/x/b.pdf', 'https://files.example/x/b.pdf'],
  ])('accepts %s', (raw, url) => {
    expect(checkPdfUrl(raw, ORIGIN, ALLOWED)).toEqual({ ok: true, url });
  });

  it.each([
    [null, 'missing'],
    ['  ', 'missing'],
    ['http://[::1', 'invalid'],
    ['javascript:alert(1)', 'protocol'],
    ['data:application/pdf;base64,JVBER', 'protocol'],
    ['file:///etc/passwd', 'protocol'],
    ['https://evil.example/a.pdf', 'foreign'],
    ['//evil.example/a.pdf', 'foreign'],
    ['http://app.example/docs/a.pdf', 'foreign'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkPdfUrl(raw, ORIGIN, ALLOWED)).toEqual({ ok: false, reason });
  });
});
