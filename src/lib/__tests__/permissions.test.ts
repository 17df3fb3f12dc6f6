import { describe, expect, it } from 'vitest';
import { filterByPermission, hasPermission } from '../permissions';

const menu = [
  { key: 'centre' },
  { key: 'system', permission: 'SYSTEM_MANAGEMENT' },
  { key: 'log', permission: 'SYSTEM_MANAGEMENT:SYSTEM_LOG' },
];

describe('permission directive', () => {
  it('matches whole codes of a semicolon-separated list', () => {
    const codes = 'SYSTEM_MANAGEMENT;SYSTEM_MANAGEMENT:SYSTEM_LOG';
    expect(hasPermission(codes, 'SYSTEM_MANAGEMENT')).toBe(true);
    expect(hasPermission(codes, 'SYSTEM_MANAGEMENT:SYSTEM_LOG')).toBe(true);
    expect(hasPermission(codes, 'SYSTEM')).toBe(false);
    expect(hasPermission(' SYSTEM_MANAGEMENT ; ', 'SYSTEM_MANAGEMENT')).toBe(true);
  });

  it('hides guarded items from members without the code', () => {
    expect(filterByPermission(menu, '').map((item) => item.key)).toEqual(['centre']);
    expect(filterByPermission(menu, null).map((item) => item.key)).toEqual(['centre']);
    expect(filterByPermission(menu, 'SYSTEM_MANAGEMENT').map((item) => item.key)).toEqual([
      'centre',
      'system',
    ]);
    expect(
      filterByPermission(menu, 'SYSTEM_MANAGEMENT;SYSTEM_MANAGEMENT:SYSTEM_LOG').map(
        (item) => item.key,
      ),
    ).toEqual(['centre', 'system', 'log']);
  });
});
