import { editorCopy } from '@/copy';

/** Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
const ignoredByBrowsers = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 0x20 || code === 0x7f;
};
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HTTP_SCHEME = /^https?:\/\//i;

/**
 * Whether a link or image target may go into editor content: an http(s) URL, or a relative
 * one that stays on this site. javascript:, data:, vbscript:, file: and the like are refused,
 * and so are protocol-relative "//host" forms, which leave the site.
 */
export function isAllowedEditorUrl(raw: string): boolean {
  const url = [...raw].filter((character) => !ignoredByBrowsers(character)).join('');
  if (url === '') return false;
  if (SCHEME.test(url)) return HTTP_SCHEME.test(url);
  return !/^[/\\]{2}/.test(url);
}

/** wangEditor's checkLink: true to insert, or the message to show instead. */
export const checkEditorLink = (_text: string, url: string): true | string =>
  isAllowedEditorUrl(url) || editorCopy.unsafeLink;

/** wangEditor's checkImage: the source and an optional link on the image must both be allowed. */
export const checkEditorImage = (src: string, _alt?: string, href = ''): true | string =>
  (isAllowedEditorUrl(src) && (href.trim() === '' || isAllowedEditorUrl(href))) ||
  editorCopy.unsafeImage;
