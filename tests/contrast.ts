/** WCAG 2 contrast of CSS colours as antd writes them: #rrggbb or rgba(r, g, b, a). */
type Rgb = [number, number, number];

function parse(colour: string, background: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [hex[1], hex[2], hex[3]].map((part) => parseInt(part ?? '', 16)) as Rgb;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [red = 0, green = 0, blue = 0, alpha = 1] = (rgba[1] ?? '').split(',').map(Number);
  // a translucent colour is seen blended over what lies beneath it
  return [red, green, blue].map(
    (part, index) => part * alpha + (background[index] ?? 0) * (1 - alpha),
  ) as Rgb;
}

function luminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue]
    .map((value) => value / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of a text colour on a background, from 1 to 21. */
export function contrastRatio(text: string, background: string): number {
  const under = parse(background);
  const [lighter, darker] = [luminance(parse(text, under)), luminance(under)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
