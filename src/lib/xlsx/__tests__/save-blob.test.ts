// @vitest-environment jsdom
import { saveBlob } from '../save-blob';

describe('saveBlob', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('downloads the file under its name through a link, then gives its address back', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:https://app.example/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
    });
    const blob = new Blob(['x']);
    saveBlob(blob, '账单_2026-11-01_2026-11-28.xlsx');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      {
        href: 'blob:https://app.example/1',
        download: '账单_2026-11-01_2026-11-28.xlsx',
        inPage: true,
      },
    ]);
    expect(revoked).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:https://app.example/1');
    expect(document.querySelector('a')).toBeNull();
  });
});
