import { strFromU8, unzipSync } from 'fflate';

/** A cell as Excel reads it: text, or a number (before its display format). */
export type XlsxCell = string | number;

export interface XlsxSheet {
  name: string;
  rows: XlsxCell[][];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

const fileText = (files: Record<string, Uint8Array>, name: string): string => {
  const file = files[name];
  if (!file) throw new Error(`${name} is missing from the .xlsx file`);
  return strFromU8(file);
};

/**
 * The first sheet of an .xlsx file (a zip of XML parts) read back: its name and its rows,
 * shared strings resolved, for the tests to compare with the table that was exported.
 */
export function readXlsx(bytes: Uint8Array): XlsxSheet {
  const files = unzipSync(bytes);
  const shared = files['xl/sharedStrings.xml']
    ? [...fileText(files, 'xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map(([, item]) =>
        unescapeXml([...item.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(([, text]) => text).join('')),
      )
    : [];
  const name = /<sheet [^>]*name="([^"]*)"/.exec(fileText(files, 'xl/workbook.xml'))?.[1] ?? '';
  const rows = [
    ...fileText(files, 'xl/worksheets/sheet1.xml').matchAll(/<row [^>]*>(.*?)<\/row>/gs),
  ].map(([, row]) =>
    [...row.matchAll(/<c ([^>]*)>(?:<v>(.*?)<\/v>)?<\/c>/gs)].map(([, attributes, value = '']) =>
      / t="s"/.test(` ${attributes}`) ? shared[Number(value)] : Number(value),
    ),
  );
  return { name: unescapeXml(name), rows };
}
