import type { CellKind } from './sheet-input';
import { escapeXml } from './xml-text';

/**
 * How Excel shows each kind: text stays text (a month or a phone is never read as a number),
 * money as yuan with two decimals, shares as percents with one, days and times as the screen
 * writes them.
 */
export const FORMAT_OF_KIND: Readonly<Record<CellKind, string>> = {
  text: '@',
  money: '"¥"#,##0.00',
  count: '#,##0',
  share: '0.0%',
  day: 'yyyy-mm-dd',
  time: 'yyyy-mm-dd hh:mm:ss',
};

const KINDS = Object.keys(FORMAT_OF_KIND) as CellKind[];
/** Ids below are Excel's own formats. */
const FIRST_CUSTOM_FORMAT = 164;

/** The header row's style: bold. Style 0 is Excel's default. */
export const HEADER_STYLE = 1;
/** The style of each kind's cells: its number format. */
export const STYLE_OF_KIND = Object.fromEntries(
  KINDS.map((kind, index) => [kind, HEADER_STYLE + 1 + index]),
) as Readonly<Record<CellKind, number>>;

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
const STYLE = 'fontId="0" fillId="0" borderId="0" xfId="0"';

/** xl/styles.xml: the formats, a plain and a bold font, and one style per kind. */
export const STYLES_XML = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  `<numFmts count="${KINDS.length}">`,
  ...KINDS.map(
    (kind, index) =>
      `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${escapeXml(FORMAT_OF_KIND[kind])}"/>`,
  ),
  '</numFmts>',
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>`,
  // Excel expects its two fills, none and gray125, before any of a file's own
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>',
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>',
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>',
  `<cellXfs count="${HEADER_STYLE + 1 + KINDS.length}">`,
  `<xf numFmtId="0" ${STYLE}/>`,
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
  ...KINDS.map(
    (_, index) => `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" ${STYLE} applyNumberFormat="1"/>`,
  ),
  '</cellXfs>',
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>',
  '</styleSheet>',
].join('');
