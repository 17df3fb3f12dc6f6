/**
 * A surrogate pair, kept whole, or a character XML 1.0 refuses even escaped: a control other
 * than tab, line feed and carriage return, U+FFFE, U+FFFF, or half of a pair standing alone.
 */
const PAIR_OR_NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;

/** Text without the characters an XML document cannot hold. */
export const xmlCharacters = (text: string): string =>
  text.replace(PAIR_OR_NOT_XML, (match) => (match.length === 2 ? match : ''));

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // a carriage return written as itself is read back as a line feed
  '\r': '&#13;',
};

/** Text as XML content or an attribute's value, of characters XML can hold. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"\r]/g, (char) => ESCAPES[char] ?? char);
