import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import { contractBreach } from '../mock-conformance';

const envelope = (resultData: unknown) => ({
  resultStatus: true,
  resultData,
  errorMessage: null,
  errorCode: null,
});

const failure = (errorCode: string) => ({
  resultStatus: false,
  resultData: null,
  errorMessage: '',
  errorCode,
});

describe('contractBreach', () => {
  it('passes an answer with every field of its contract', () => {
    const item = {
      itemId: 1,
      kind: 'SERVICE',
      name: '术前咨询',
      image: '',
      intro: '',
      price: 4900,
      goodId: 0,
      goodStockId: 0,
      duration: 30,
    };
    expect(contractBreach(medicalEndpoints.items, envelope({ list: [item], total: 1 }))).toBeNull();
  });

  it('names what the mock left out or sent of another type', () => {
    expect(
      contractBreach(
        medicalEndpoints.items,
        envelope({ list: [{ itemId: 1, kind: 'SERVICE', price: '49元' }] }),
      ),
    ).toBe(
      'GET v1/front/medical/item answered outside its contract: missing list.0.name, list.0.image, list.0.intro, list.0.goodId, list.0.goodStockId; of another type list.0.price; rows left out list.0',
    );
  });

  it('refuses an error code its endpoint does not list; every call may answer SPEC’s', () => {
    expect(contractBreach(medicalEndpoints.items, failure('24701'))).toBeNull();
    expect(contractBreach(medicalEndpoints.items, failure('000403'))).toBeNull();
    expect(contractBreach(medicalEndpoints.items, failure('24710'))).toBe(
      'GET v1/front/medical/item answered error 24710, which its endpoint does not list',
    );
  });
});
