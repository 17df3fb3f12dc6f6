// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openInNewTabWithSession } from '../open-in-new-tab';

describe('openInNewTabWithSession', () => {
  it('opens a same-origin page by script, without noopener, so sessionStorage is copied', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTabWithSession('/member/my_address?type=water_order&key=my_address');
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/member/my_address?type=water_order&key=my_address`,
      '_blank',
    );
  });

  it('refuses another origin, which must never receive the session', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openInNewTabWithSession('https://evil.example/steal')).toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
