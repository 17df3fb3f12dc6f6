import { strFromU8, unzipSync } from 'fflate';

/** A cell as Excel reads it: text, or a number (before its display format); '' when blank. */
export type XlsxCell = string | number;

/** How a cell is shown: its number format's code and whether its font is bold. */
export interface XlsxStyle {
  format: string;
  bold: boolean;
}

export interface XlsxSheet {
  name: string;
  rows: XlsxCell[][];
  /** Each cell's style, at the same place as its value in `rows`. */
  styles: XlsxStyle[][];
  /** The sheet's XML as written. */
  xml: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.replace(/^#x/i, '0x').replace(/^#/, '')))
      : ENTITIES[name],
  );

const fileText = (files: Record<string, Uint8Array>, name: string): string => {
  const file = files[name];
  if (!file) throw new Error(`${name} is missing from the .xlsx file`);
  return strFromU8(file);
};

/** The text of a string item: its <t> elements joined. */
const itemText = (item: string) =>
  unescapeXml([...item.matchAll(/<t(?: [^>]*)?>(.*?)<\/t>/gs)].map(([, text]) => text).join(''));

/** Excel's own number formats that a file may use without defining them. */
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '3': '#,##0', '49': '@' };

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** Each style index's number format and boldness, from xl/styles.xml. */
function stylesOf(xml: string): XlsxStyle[] {
  const formats = new Map(
    [...xml.matchAll(/<numFmt ([^>]*)\/>/g)].map(([, attributes]) => [
      attribute(attributes, 'numFmtId') ?? '',
      unescapeXml(attribute(attributes, 'formatCode') ?? ''),
    ]),
  );
  const fonts = [
    ...(/<fonts[^>]*>(.*?)<\/fonts>/s.exec(xml)?.[1] ?? '').matchAll(/<font>(.*?)<\/font>/gs),
  ];
  const cellXfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf ([^>]*?)\/?>/g)].map(([, attributes]) => {
    const formatId = attribute(attributes, 'numFmtId') ?? '0';
    return {
      format: formats.get(formatId) ?? BUILT_IN_FORMATS[formatId] ?? `#${formatId}`,
      bold: /<b\/>/.test(fonts[Number(attribute(attributes, 'fontId') ?? 0)]?.[1] ?? ''),
    };
  });
}

/** Column A is 0. */
const columnOf = (reference: string) =>
  [...(/^[A-Z]+/.exec(reference)?.[0] ?? '')].reduce(
    (index, letter) => index * 26 + letter.charCodeAt(0) - 64,
    0,
  ) - 1;

/**
 * The first sheet of an .xlsx file (a zip of XML parts) read back: its name, its rows (shared
 * and inline strings resolved, each cell at its column) and their styles, for the tests to
 * compare with the table that was exported.
 */
export function readXlsx(bytes: Uint8Array): XlsxSheet {
  const files = unzipSync(bytes);
  const shared = files['xl/sharedStrings.xml']
    ? [...fileText(files, 'xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map(([, item]) =>
        itemText(item),
      )
    : [];
  const styles = files['xl/styles.xml'] ? stylesOf(fileText(files, 'xl/styles.xml')) : [];
  const name = /<sheet [^>]*name="([^"]*)"/.exec(fileText(files, 'xl/workbook.xml'))?.[1] ?? '';
  const xml = fileText(files, 'xl/worksheets/sheet1.xml');
  const rows: XlsxCell[][] = [];
  const rowStyles: XlsxStyle[][] = [];
  for (const [, row] of xml.matchAll(/<row [^>]*>(.*?)<\/row>/gs)) {
    const values: XlsxCell[] = [];
    const shown: XlsxStyle[] = [];
    for (const [, attributes, content = ''] of row.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const reference = attribute(attributes, 'r');
      const column = reference ? columnOf(reference) : values.length;
      while (values.length < column) {
        values.push('');
        shown.push(styles[0]);
      }
      const value = /<v>(.*?)<\/v>/s.exec(content)?.[1];
      const type = attribute(attributes, 't');
      values[column] =
        type === 's'
          ? shared[Number(value)]
          : type === 'inlineStr'
            ? itemText(content)
            : value === undefined
              ? ''
              : Number(value);
      shown[column] = styles[Number(attribute(attributes, 's') ?? 0)];
    }
    rows.push(values);
    rowStyles.push(shown);
  }
  return { name: unescapeXml(name), rows, styles: rowStyles, xml };
}
