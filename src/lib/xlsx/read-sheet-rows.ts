import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

/** The largest file a member may upload; a list of goods is far smaller. */
export const MAX_SHEET_FILE_BYTES = 5 * 1024 * 1024;
/** What the parts read may unpack to: a zip of a few MB that unpacks to GBs is refused. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const LETTERS = 26;

type Parts = Record<string, Uint8Array>;

function unzipped(data: ArrayBuffer): Parts {
  if (data.byteLength > MAX_SHEET_FILE_BYTES) {
    throw new Error(`The file is larger than ${MAX_SHEET_FILE_BYTES / 1024 / 1024} MB`);
  }
  let unpacked = 0;
  const isReadPart = (file: UnzipFileInfo) => {
    if (!/\.(xml|rels)$/.test(file.name)) return false;
    unpacked += file.originalSize;
    return unpacked <= MAX_UNPACKED_BYTES;
  };
  let parts: Parts;
  try {
    parts = unzipSync(new Uint8Array(data), { filter: isReadPart });
  } catch (error) {
    throw new Error('The file is not an .xlsx file: it is not a zip', { cause: error });
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw new Error('The file unpacks to too much to read');
  return parts;
}

function xmlOf(parts: Parts, path: string): Document {
  const part = parts[path];
  if (!part) throw new Error(`The .xlsx file has no ${path}`);
  const document = new DOMParser().parseFromString(strFromU8(part), 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new Error(`The .xlsx file's ${path} is not readable XML`);
  }
  return document;
}

/** Elements by their local name, whatever prefix their namespace has in the file. */
const elements = (parent: Document | Element, name: string): Element[] => [
  ...parent.getElementsByTagNameNS('*', name),
];
const children = (parent: Element, name: string): Element[] =>
  [...parent.children].filter((child) => child.localName === name);

interface Relation {
  id: string;
  /** The end of its Type: worksheet, sharedStrings. */
  type: string;
  /** The related part's path in the package. */
  path: string;
}

/** The parts a part of `folder` relates to, listed in its relationships part. */
function relationsOf(parts: Parts, folder: string, relationships: string): Relation[] {
  if (!parts[relationships]) return [];
  return elements(xmlOf(parts, relationships), 'Relationship').map((relation) => {
    const target = relation.getAttribute('Target') ?? '';
    return {
      id: relation.getAttribute('Id') ?? '',
      type: relation.getAttribute('Type')?.split('/').pop() ?? '',
      path: target.startsWith('/') ? target.slice(1) : `${folder}${target}`,
    };
  });
}

/** A string item's text: its runs, without their phonetic guides. */
const itemText = (item: Element): string =>
  [...children(item, 't'), ...children(item, 'r').flatMap((run) => children(run, 't'))]
    .map((text) => text.textContent)
    .join('');

/** Column A is 0; a reference without letters is none. */
function columnIndex(reference: string): number | null {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase();
  if (!letters) return null;
  return [...letters].reduce((index, letter) => index * LETTERS + letter.charCodeAt(0) - 64, 0) - 1;
}

function cellText(cell: Element, shared: readonly string[]): string {
  const value = children(cell, 'v')[0]?.textContent ?? '';
  switch (cell.getAttribute('t')) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return children(cell, 'is').map(itemText).join('');
    default:
      return value;
  }
}

/** A row's cells as text, each at its column (by its reference), blanks between as ''. */
function rowTexts(row: Element, shared: readonly string[]): string[] {
  const texts: string[] = [];
  for (const cell of children(row, 'c')) {
    const index = columnIndex(cell.getAttribute('r') ?? '') ?? texts.length;
    while (texts.length < index) texts.push('');
    texts[index] = cellText(cell, shared);
  }
  return texts;
}

/**
 * The first sheet of an .xlsx file as rows of text, each row and cell at its place (a blank
 * cell or row is ''/[]): shared and inline strings as they read, numbers as written (a date is
 * its serial). Refuses, with an Error saying why, a file over 5 MB or one that is no .xlsx.
 */
export function readSheetRows(data: ArrayBuffer): string[][] {
  const parts = unzipped(data);
  const book = relationsOf(parts, 'xl/', 'xl/_rels/workbook.xml.rels');
  const firstSheet = elements(xmlOf(parts, 'xl/workbook.xml'), 'sheet')[0];
  const sheetId = firstSheet?.getAttributeNS(RELATIONSHIPS, 'id');
  const sheetPath = book.find((relation) => relation.id === sheetId)?.path;
  if (!sheetPath) throw new Error('The .xlsx file has no sheet');
  const sharedPath = book.find((relation) => relation.type === 'sharedStrings')?.path;
  const shared = sharedPath ? elements(xmlOf(parts, sharedPath), 'si').map(itemText) : [];
  const rows: string[][] = [];
  for (const row of elements(xmlOf(parts, sheetPath), 'row')) {
    const number = Number(row.getAttribute('r'));
    const index = Number.isInteger(number) && number > rows.length ? number - 1 : rows.length;
    while (rows.length < index) rows.push([]);
    rows[index] = rowTexts(row, shared);
  }
  return rows;
}
