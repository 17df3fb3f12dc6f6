import { isCreditCode, isEditable, isRecallable } from '../certification-rules';
import { toSupplierFields, toSupplierFormValues } from '../certification-values';
import { isStock, supplyPriceFen, toSuppliedGoodInput } from '../good-input';

describe('certification rules', () => {
  it('accepts an 18-character unified social credit code and nothing else', () => {
    expect(isCreditCode('91440300MA5F8Q2X1K')).toBe(true);
    expect(isCreditCode('91440300MA5F8Q2X1')).toBe(false);
    expect(isCreditCode('91440300MA5F8Q2X1KK')).toBe(false);
    // I, O, Z, S and V are never used
    expect(isCreditCode('91440300MA5F8Q2XIK')).toBe(false);
    expect(isCreditCode('9144030OMA5F8Q2X1K')).toBe(false);
  });

  it('lets a draft, a refused and a recalled certification be edited; only one under audit be recalled', () => {
    expect((['UNDEFINED', 'REFUSE', 'RECALL'] as const).every(isEditable)).toBe(true);
    expect(isEditable('AUDIT')).toBe(false);
    expect(isEditable('PASS')).toBe(false);
    expect(isRecallable('AUDIT')).toBe(true);
    expect(isRecallable('REFUSE')).toBe(false);
  });
});

describe('certification values', () => {
  it('holds the licence as one image in a list and sends it back as its URL; a half-filled draft is sent as is', () => {
    const values = toSupplierFormValues({
      companyName: '公司',
      creditCode: '',
      legalPerson: '',
      contactPhone: '',
      licenceImg: '/a.png',
      documentImgs: [],
    });
    expect(values.licenceImg).toEqual(['/a.png']);
    expect(toSupplierFields({ companyName: ' 公司 ', creditCode: '9144 0300ma5f8q2x1k' })).toEqual({
      companyName: '公司',
      creditCode: '91440300MA5F8Q2X1K',
      legalPerson: '',
      contactPhone: '',
      licenceImg: '',
      documentImgs: [],
    });
  });
});

describe('supplied good input', () => {
  it('takes the price in yuan with at most two decimals, above 0, as fen', () => {
    expect(supplyPriceFen('12.5')).toBe(1250);
    expect(supplyPriceFen('0.29')).toBe(29);
    expect(supplyPriceFen('0')).toBeNull();
    expect(supplyPriceFen('1.005')).toBeNull();
    expect(supplyPriceFen('-3')).toBeNull();
  });

  it('takes a whole, non-negative stock', () => {
    expect(isStock('0')).toBe(true);
    expect(isStock(' 120 ')).toBe(true);
    expect(isStock('-1')).toBe(false);
    expect(isStock('1.5')).toBe(false);
    expect(isStock('1234567890')).toBe(false);
  });

  it('reads the full-width digits of a Chinese input method in price and stock', () => {
    expect(supplyPriceFen('３９．９')).toBe(3990);
    expect(isStock('１２０')).toBe(true);
    expect(
      toSuppliedGoodInput({
        goodName: '小米',
        brandId: 1,
        companyId: 2,
        specification: '2kg',
        supplyPrice: '３９．９',
        stock: ' １２０ ',
        images: ['/m.png'],
      }),
    ).toMatchObject({ supplyPrice: 3990, stock: 120 });
  });

  it('builds the body in fen', () => {
    expect(
      toSuppliedGoodInput({
        goodName: ' 小米 ',
        brandId: 1,
        companyId: 2,
        specification: '2kg',
        supplyPrice: '39.9',
        stock: '10',
        images: ['/m.png'],
      }),
    ).toEqual({
      goodName: '小米',
      brandId: 1,
      companyId: 2,
      specification: '2kg',
      supplyPrice: 3990,
      stock: 10,
      images: ['/m.png'],
    });
  });
});
