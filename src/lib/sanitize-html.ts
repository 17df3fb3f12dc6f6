import DOMPurify from 'dompurify';
import { keepEditorStyles } from './editor-styles';
import { confineWindowTarget } from './window-target';

/** A same-site path may not start '//' or '/\': browsers read both as another host. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** Every candidate of a srcset ('url 2x, url 640w') must be a safe URL. */
const srcsetIsSafe = (srcset: string): boolean =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url === '' || SAFE_URL.test(url));

/** Only http(s), mail, phone, same-site paths and anchors survive as link or image targets. */
function dropUnsafeUrls(element: Element) {
  for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
    const value = element.getAttribute(attribute);
    if (value !== null && !SAFE_URL.test(value.trim())) element.removeAttribute(attribute);
  }
  const srcset = element.getAttribute('srcset');
  if (srcset !== null && !srcsetIsSafe(srcset)) element.removeAttribute('srcset');
}

let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (element) => {
    dropUnsafeUrls(element);
    keepEditorStyles(element);
    confineWindowTarget(element);
  });
}

/** An event-handler attribute (onerror="...", onclick=x) inside a tag. */
const HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * Drops event-handler attributes before the browser parses the HTML at all: under the
 * Content-Security-Policy, the parser reports each one as a violation even in the inert
 * document that DOMPurify reads. DOMPurify still removes whatever this misses.
 */
const withoutHandlerAttributes = (html: string): string =>
  html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_ATTRIBUTE, ''));

/** Cleans server HTML (news, agreements, help, editor output) so that nothing in it can run. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(withoutHandlerAttributes(html), {
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
    // Class names would lend content the app's own look (ant-modal-mask); ids could take over the
    // app's own (labels, aria references) or name globals on window.
    FORBID_ATTR: ['class', 'id'],
  });
}
