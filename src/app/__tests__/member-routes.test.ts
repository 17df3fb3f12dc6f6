import { MEDICAL_CATEGORIES, MEMBER_ROUTES } from '@/config/paths';
import { memberRoutes } from '../member-routes';

describe('the member area’s routes', () => {
  const paths = memberRoutes.map((route) => route.path);

  it('give every member route of config/paths.ts and every medical category a screen, once', () => {
    expect([...paths].sort()).toEqual([...MEMBER_ROUTES, ...MEDICAL_CATEGORIES, '*'].sort());
  });

  it('send an unknown member path to the not-found screen, inside the member layout, last', () => {
    expect(paths.at(-1)).toBe('*');
  });
});
