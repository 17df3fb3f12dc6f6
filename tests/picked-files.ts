/** Files as a member picks them: the real first bytes of each image type, and of impostors. */

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const text = (content: string) => new TextEncoder().encode(content);

const CONTENTS = {
  png: PNG,
  jpeg: Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...text('JFIF')),
  gif: text('GIF89a\x01\x00\x01\x00'),
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  html: text('<!doctype html><script>alert(document.domain)</script>'),
};
export type PickedContent = keyof typeof CONTENTS;

/** The type a browser declares for a picked file, from its name. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  html: 'text/html',
};
const browserType = (name: string) =>
  TYPES_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? '';

/**
 * A picked file named `name` holding `content` (or text of its own), declared as the browser
 * would from its name unless `type` says otherwise, padded with zeros to `size` bytes.
 */
export function pickedFile(
  name: string,
  content: PickedContent | { text: string },
  { type = browserType(name), size }: { type?: string; size?: number } = {},
): File {
  const bytes = typeof content === 'string' ? CONTENTS[content] : text(content.text);
  const padded = new Uint8Array(Math.max(size ?? 0, bytes.length));
  padded.set(bytes);
  return new File([padded], name, { type });
}
