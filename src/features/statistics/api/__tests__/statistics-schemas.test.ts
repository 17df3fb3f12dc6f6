import { parseAnswer } from '@/lib/schema';
import { salesStatisticsSchema, teamPerformanceSchema } from '../statistics-schemas';

describe('sales statistics answers', () => {
  it('reads a full answer, amounts and counts from numeric text too', () => {
    expect(
      parseAnswer(salesStatisticsSchema, {
        total: { amount: '123456', count: '3' },
        byMonth: [{ month: '2026-01', amount: 123456, count: 3 }],
        byCategory: [{ classifyId: 1, classifyName: '办公用品', amount: 123456, count: 3 }],
        byDistrict: [
          { districtId: 440305, city: '深圳市', district: '南山区', amount: 123456, count: 3 },
        ],
        firstMonth: '2025-01',
      }),
    ).toEqual({
      ok: true,
      value: {
        total: { amount: 123_456, count: 3 },
        byMonth: [{ month: '2026-01', amount: 123_456, count: 3 }],
        byCategory: [{ classifyId: 1, classifyName: '办公用品', amount: 123_456, count: 3 }],
        byDistrict: [
          { districtId: 440305, city: '深圳市', district: '南山区', amount: 123_456, count: 3 },
        ],
        firstMonth: '2025-01',
      },
    });
  });

  it('reads a minimal answer as every part not available, never as no sales', () => {
    expect(parseAnswer(salesStatisticsSchema, {})).toEqual({
      ok: true,
      value: { total: null, byMonth: null, byCategory: null, byDistrict: null, firstMonth: null },
    });
  });

  it('costs an odd part only itself, and an odd row only itself', () => {
    const parsed = parseAnswer(salesStatisticsSchema, {
      total: { amount: 12.5, count: 1 },
      byMonth: [
        { month: '2026-13', amount: 100, count: 1 },
        { month: '2026-01', amount: 100, count: 1 },
      ],
      byCategory: 'none',
      byDistrict: [{ districtId: 440305, city: '深圳市', district: '', amount: 1, count: 1 }],
      firstMonth: 'January',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        total: null,
        byMonth: [{ month: '2026-01', amount: 100, count: 1 }],
        byCategory: null,
        byDistrict: [],
        firstMonth: null,
      },
    });
  });

  it('fails an answer that is not figures at all', () => {
    expect(parseAnswer(salesStatisticsSchema, null)).toMatchObject({ ok: false });
    expect(parseAnswer(salesStatisticsSchema, 'figures')).toMatchObject({ ok: false });
  });
});

describe('team performance answers', () => {
  it('reads levels and people; a level it does not know leaves its row out', () => {
    expect(
      parseAnswer(teamPerformanceSchema, {
        total: { amount: 300, count: 2, members: 2 },
        byDepth: [
          { depth: '0', members: 1, amount: 200, count: 1 },
          { depth: 1, members: 1, amount: 100, count: 1 },
          { depth: 7, members: 1, amount: 100, count: 1 },
        ],
        byMember: [
          {
            memberId: 0,
            userName: '林晓雨',
            phone: '138****0001',
            depth: 0,
            amount: 200,
            count: 1,
          },
          { memberId: 3, userName: '', depth: 1, amount: 100, count: 1 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        total: { amount: 300, count: 2, members: 2 },
        byDepth: [
          { depth: 0, members: 1, amount: 200, count: 1 },
          { depth: 1, members: 1, amount: 100, count: 1 },
        ],
        byMember: [
          {
            memberId: 0,
            userName: '林晓雨',
            phone: '138****0001',
            depth: 0,
            grade: 0,
            amount: 200,
            count: 1,
          },
        ],
        firstMonth: null,
      },
    });
  });

  it('reads each person’s figures left out (a member without the code) as not given', () => {
    expect(
      parseAnswer(teamPerformanceSchema, {
        total: { amount: 0, count: 0, members: 1 },
        byDepth: [{ depth: 0, members: 1, amount: 0, count: 0 }],
        byMember: null,
      }),
    ).toMatchObject({ ok: true, value: { byMember: null, total: { members: 1 } } });
    expect(parseAnswer(teamPerformanceSchema, 'figures')).toMatchObject({ ok: false });
  });
});
