import { escapeXml } from './xml-text';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIPS =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

const relationships = (entries: readonly (readonly [type: string, target: string])[]) =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${entries
    .map(
      ([type, target], index) =>
        `<Relationship Id="rId${index + 1}" Type="${DOCUMENT_RELATIONSHIPS}/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

/** The parts of a workbook of one sheet, but the sheet and its styles: path and content. */
export const packageParts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml': [
    XML_HEAD,
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>`,
    `<Override PartName="/${SHEET_PATH}" ContentType="${CONTENT_TYPE}.worksheet+xml"/>`,
    `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>`,
    '</Types>',
  ].join(''),
  '_rels/.rels': relationships([['officeDocument', 'xl/workbook.xml']]),
  'xl/workbook.xml': [
    XML_HEAD,
    `<workbook xmlns="${SPREADSHEET}" xmlns:r="${DOCUMENT_RELATIONSHIPS}">`,
    '<bookViews><workbookView/></bookViews>',
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>`,
    '</workbook>',
  ].join(''),
  'xl/_rels/workbook.xml.rels': relationships([
    ['worksheet', 'worksheets/sheet1.xml'],
    ['styles', 'styles.xml'],
  ]),
});
