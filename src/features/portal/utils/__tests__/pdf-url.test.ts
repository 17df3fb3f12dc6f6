import { checkPdfUrl, pdfFileName } from '../pdf-url';

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

describe('checkPdfUrl for files that are not PDFs', () => {
  it.each(['/docs/a.html', 'https://app.example/page', '/docs/a.pdf.exe'])('refuses %s', (raw) => {
    expect(checkPdfUrl(raw, ORIGIN, ALLOWED)).toEqual({ ok: false, reason: 'notPdf' });
  });
});

describe('pdfFileName', () => {
  it('decodes a well-formed name and keeps a malformed one as it is', () => {
    expect(pdfFileName('https://app.example/docs/%E6%89%8B%E5%86%8C.pdf')).toBe('手册.pdf');
    expect(pdfFileName('https://app.example/docs/a%E0%A4%A.pdf')).toBe('a%E0%A4%A.pdf');
  });
});
