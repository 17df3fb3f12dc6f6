/**
 * Opens a same-origin page in a new tab that keeps the member logged in: a script-opened tab
 * starts with a copy of this tab's sessionStorage, which a `noopener` link would not get.
 */
export function openInNewTabWithSession(href: string): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error(`Not a same-origin page: ${href}`);
  window.open(url.href, '_blank');
}
