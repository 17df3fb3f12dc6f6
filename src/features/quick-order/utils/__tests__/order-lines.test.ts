import { orderLinesOf, parseOrderLines } from '../order-lines';

describe('parseOrderLines', () => {
  it('reads a spreadsheet’s tab-separated cells: number or name, specification, quantity', () => {
    expect(parseOrderLines('1001\t500ml×12瓶\t3\n纯牛奶\t250ml×24\t10')).toEqual([
      { lineNo: 1, good: { id: 1001 }, spec: '500ml×12瓶', quantity: 3 },
      { lineNo: 2, good: { name: '纯牛奶' }, spec: '250ml×24', quantity: 10 },
    ]);
  });

  it('reads a chat’s commas, half or full width, and full-width digits', () => {
    expect(parseOrderLines('纯牛奶，250ml×24，１２\n1001,500ml×12瓶,2')).toEqual([
      { lineNo: 1, good: { name: '纯牛奶' }, spec: '250ml×24', quantity: 12 },
      { lineNo: 2, good: { id: 1001 }, spec: '500ml×12瓶', quantity: 2 },
    ]);
  });

  it('reads space-separated words, the quantity last', () => {
    expect(parseOrderLines('纯牛奶  250ml×24 4')).toEqual([
      { lineNo: 1, good: { name: '纯牛奶' }, spec: '250ml×24', quantity: 4 },
    ]);
  });

  it('takes two cells as a good and its quantity, with no specification', () => {
    expect(parseOrderLines('纯牛奶\t6')).toEqual([
      { lineNo: 1, good: { name: '纯牛奶' }, spec: '', quantity: 6 },
    ]);
  });

  it('skips blank lines and a head row but numbers lines as the member sees them', () => {
    expect(parseOrderLines('商品编号或名称\t规格\t数量\n\n1001\t\t3\r\n')).toEqual([
      { lineNo: 3, good: { id: 1001 }, spec: '', quantity: 3 },
    ]);
  });

  it('keeps a line whose quantity is missing, zero, fractional or words, without a quantity', () => {
    const quantities = parseOrderLines('纯牛奶\n纯牛奶,0\n纯牛奶,1.5\n纯牛奶,三箱').map(
      (line) => line.quantity,
    );
    expect(quantities).toEqual([null, null, null, null]);
  });
});

describe('orderLinesOf', () => {
  it('reads a sheet’s rows alike, trailing empty cells dropped', () => {
    expect(
      orderLinesOf([
        ['商品编号或名称', '规格', '数量'],
        ['1001', '500ml×12瓶', '3', '', ''],
      ]),
    ).toEqual([{ lineNo: 2, good: { id: 1001 }, spec: '500ml×12瓶', quantity: 3 }]);
  });
});
