import { failurePathMatches, normalizeFailurePath, queueFailure, takeFailure } from '../failures';
import { seed } from '../seed';

describe('failure paths', () => {
  it.each([
    ['v1/front/new/:newId', '/v1/front/new/3', true],
    ['v1/front/new/3', '/v1/front/new/3', true],
    ['v1/front/new/3', '/v1/front/new/31', false],
    ['v1/front/new', '/v1/front/new/3', false],
    ['v1/front/new', '/v1/front/new', true],
    ['front/new', '/v1/front/new', true],
    ['ront/new', '/v1/front/new', false],
    ['v1/front/user/car', '/v1/front/user/car/num', false],
  ])('%s against %s: %s', (path, pathname, expected) => {
    expect(failurePathMatches(path, pathname)).toBe(expected);
  });

  it('normalizes slashes and drops the query', () => {
    expect(normalizeFailurePath('//v1/front/agreement/?name=user')).toBe('v1/front/agreement');
  });
});

describe('the failure queue', () => {
  it('answers in order and forgets used-up entries', () => {
    const db = seed();
    queueFailure(db, {
      method: 'get',
      path: 'v1/front/index',
      answer: { httpStatus: 500 },
      times: 1,
    });
    queueFailure(db, {
      method: 'GET',
      path: 'v1/front/index',
      answer: { network: true },
      times: 1,
    });
    expect(takeFailure(db, 'POST', '/v1/front/index')).toBeNull();
    expect(takeFailure(db, 'GET', '/v1/front/index')).toEqual({ httpStatus: 500 });
    expect(takeFailure(db, 'GET', '/v1/front/index')).toEqual({ network: true });
    expect(takeFailure(db, 'GET', '/v1/front/index')).toBeNull();
    expect(db.failures).toEqual([]);
  });
});
