/**
 * The inline styles the rich-text editor (wangEditor) writes: colour and background, size and
 * font, the marks, alignment, line height and indent. None of them positions, layers or hides
 * anything, so stored HTML cannot cover the page with them.
 */
const TEXT_PROPERTIES = [
  'color',
  'background-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'text-align',
  'line-height',
  'text-indent',
];

/** The editor also sizes images (30 %, 50 %, 100 % or dragged) and tables (full width). */
const SIZED_ELEMENT_PROPERTIES = [...TEXT_PROPERTIES, 'width', 'height'];
const SIZED_ELEMENTS = new Set(['IMG', 'TABLE']);

/**
 * Colours are the only CSS functions the editor writes. Any other could load something
 * (url, image-set and their prefixed forms), read the app's own variables (var, env) or run
 * (expression).
 */
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)$/i;

/** A value as the browser serialises it: a backslash left in it is an escape it kept. */
const isPlainValue = (value: string): boolean =>
  !value.includes('\\') &&
  [...value.matchAll(/([\w-]*)\(/g)].every(([, name = '']) => COLOUR_FUNCTION.test(name));

/**
 * Rebuilds an element's inline style from the declaration the browser parsed, keeping only the
 * editor's properties: escapes and shorthands are read as the browser reads them (the colour of
 * `background: url(...) red` stays, its image goes), never matched in the attribute's text.
 */
export function keepEditorStyles(element: Element): void {
  if (!element.hasAttribute('style')) return;
  if (!(element instanceof HTMLElement)) {
    element.removeAttribute('style');
    return;
  }
  const allowed = SIZED_ELEMENTS.has(element.tagName) ? SIZED_ELEMENT_PROPERTIES : TEXT_PROPERTIES;
  const kept = allowed
    .map((property) => [property, element.style.getPropertyValue(property)] as const)
    .filter(([, value]) => value !== '' && isPlainValue(value));
  element.removeAttribute('style');
  for (const [property, value] of kept) element.style.setProperty(property, value);
}
