import type { StaffDetail } from '../../api/staff-schemas';
import { termsValuesOf, toLinkBody, toStaffTerms } from '../staff-form';

const saved: StaffDetail = {
  staffId: 3,
  userName: '梁志华',
  phone: '13900000003',
  post: 'DELIVERY',
  partitionId: null,
  partitionName: '',
  linkTime: '2024-02-02 08:45:00',
  remark: '负责科技园片区配送',
  districts: [],
};

describe('staff form', () => {
  it('sends nothing without a post, and a cleared war area as none', () => {
    expect(toStaffTerms({ remark: '' })).toBeNull();
    expect(toLinkBody({ phone: '13900000012', remark: '' })).toBeNull();
    expect(toStaffTerms({ post: 'SALES', partitionId: undefined, remark: '  组长 ' })).toEqual({
      post: 'SALES',
      partitionId: null,
      remark: '组长',
    });
  });

  it('sends the phone trimmed with the terms', () => {
    expect(
      toLinkBody({ phone: ' 13900000012 ', post: 'SERVICE', partitionId: 2, remark: '' }),
    ).toEqual({ phone: '13900000012', post: 'SERVICE', partitionId: 2, remark: '' });
  });

  it('starts the edit form from what is saved; no war area is an empty choice', () => {
    expect(termsValuesOf(saved)).toEqual({
      post: 'DELIVERY',
      partitionId: undefined,
      remark: '负责科技园片区配送',
    });
    expect(termsValuesOf({ ...saved, partitionId: 1 }).partitionId).toBe(1);
  });
});
