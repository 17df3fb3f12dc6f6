/**
 * The page's Content-Security-Policy nonce. The build marks index.html with a placeholder
 * (`html.cspNonce` in vite.config.ts) that the web server replaces on every answer; without
 * such a server (development, tests) the policy is absent and the value does not matter.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Gives the nonce to every <style> element the page creates. antd takes the nonce through
 * ConfigProvider, but some of its building blocks (the dialogs' scroll lock, the table's
 * scroll-bar measure) create style elements without asking for it. Running script can read
 * the nonce anyway; what the policy keeps out is injected markup, and that stays out.
 */
export function stampStyleElements(nonce: string): void {
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof createElement;
}
