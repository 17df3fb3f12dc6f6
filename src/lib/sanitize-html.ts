import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
/** Inline styles stay (editor colours and sizes) unless they could load or run something. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import/i;

let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  // Only http(s), mail, phone, same-site paths and anchors survive as link or image targets.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (UNSAFE_STYLE.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Cleans server HTML (news, agreements, help, editor output) so that nothing in it can run. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    ADD_ATTR: ['target'],
  });
}
