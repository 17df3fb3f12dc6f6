// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce, stampStyleElements } from '../csp-nonce';

const originalCreateElement = Document.prototype.createElement;

afterEach(() => {
  Document.prototype.createElement = originalCreateElement;
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
});

describe('the page nonce', () => {
  it('is read from the meta element the web server fills in, and absent without one', () => {
    expect(readCspNonce()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'a1b2c3');
    document.head.append(meta);
    expect(readCspNonce()).toBe('a1b2c3');
  });

  it('is carried by every style element the page creates afterwards, and by nothing else', () => {
    stampStyleElements('a1b2c3');
    // as a library that knows nothing of the policy would insert its styles
    const style = document.createElement('style');
    style.textContent = 'html body { overflow-y: hidden; }';
    document.head.append(style);
    expect(style.nonce).toBe('a1b2c3');
    expect(document.createElement('script').nonce).toBe('');
    style.remove();
  });
});
