// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { MAX_SHEET_FILE_BYTES, readSheetRows } from '../read-sheet-rows';
import { workbookBlob } from '../workbook-blob';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** An .xlsx file as Excel saves one: shared strings, rich text, a second sheet listed first in the zip. */
const excelFile = (): ArrayBuffer =>
  zipSync({
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>4</v></c></row></sheetData></worksheet>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="下单" sheetId="2" r:id="rId7"/><sheet name="说明" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
        <Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>
        <Relationship Id="rId7" Type="${RELATIONSHIPS}/worksheet" Target="/xl/worksheets/order.xml"/>
        <Relationship Id="rId9" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>
      </Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst xmlns="${MAIN}" count="5" uniqueCount="5">
        <si><t>商品编号</t></si>
        <si><r><t>规</t></r><r><rPr><b/></rPr><t>格</t></r></si>
        <si><t xml:space="preserve"> 数量 </t><rPh sb="0" eb="2"><t>スウリョウ</t></rPh></si>
        <si><t>G-001 &amp; 套装</t></si>
        <si><t>只在第二张表</t></si>
      </sst>`,
    ),
    // a prefix on the sheet's namespace, as some writers use
    'xl/worksheets/order.xml': strToU8(
      `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>
        <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c></x:row>
        <x:row r="3"><x:c r="A3" t="s"><x:v>3</x:v></x:c><x:c r="C3"><x:v>12</x:v></x:c><x:c r="E3" t="inlineStr"><x:is><x:t>备注</x:t></x:is></x:c></x:row>
      </x:sheetData></x:worksheet>`,
    ),
  }).buffer as ArrayBuffer;

describe('readSheetRows', () => {
  it("reads the first sheet's shared and inline strings and numbers, blank cells and rows at their place", () => {
    expect(readSheetRows(excelFile())).toEqual([
      ['商品编号', '规格', ' 数量 '],
      [],
      ['G-001 & 套装', '', '12', '', '备注'],
    ]);
  });

  it('reads a file workbookBlob wrote: text, money in yuan, dates as serials, blanks', async () => {
    const blob = await workbookBlob({
      sheet: '常购商品',
      columns: [
        { title: '商品编号', kind: 'text' },
        { title: '单价', kind: 'money' },
        { title: '数量', kind: 'count' },
        { title: '下单日', kind: 'day' },
      ],
      rows: [
        ['G-001', 1_250, 3, '2026-01-01'],
        ['<矿泉水> & 水', null, 12, null],
      ],
    });
    expect(readSheetRows(await blob.arrayBuffer())).toEqual([
      ['商品编号', '单价', '数量', '下单日'],
      ['G-001', '12.50', '3', '46023'],
      ['<矿泉水> & 水', '', '12', ''],
    ]);
  });

  it('refuses a file over 5 MB, or one that is not a zip or holds no workbook', () => {
    expect(() => readSheetRows(new ArrayBuffer(MAX_SHEET_FILE_BYTES + 1))).toThrow(/5 MB/);
    expect(() => readSheetRows(strToU8('商品编号,数量\nG-001,3').buffer as ArrayBuffer)).toThrow(
      /not a zip/,
    );
    const notXlsx = zipSync({ 'word/document.xml': strToU8('<document/>') });
    expect(() => readSheetRows(notXlsx.buffer as ArrayBuffer)).toThrow(/no xl\/workbook\.xml/);
  });
});
