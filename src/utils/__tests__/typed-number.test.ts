import { describe, expect, it } from 'vitest';
import { readWholeNumber, readYuan } from '../typed-number';

describe('readYuan', () => {
  it.each([
    ['12.5', 1_250],
    ['0.29', 29],
    ['100', 10_000],
    ['  99.99 ', 9_999],
    ['１２．５', 1_250],
    ['０.０１', 1],
    ['.5', 50],
    ['12.', 1_200],
    ['+3', 300],
    ['0', 0],
  ])('reads %j as %i fen', (typed, value) => {
    expect(readYuan(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['1.2.3', 'invalid'],
    ['¥12', 'invalid'],
    ['.', 'invalid'],
    ['12元', 'invalid'],
    ['99999999999999999999', 'invalid'],
    ['-5', 'negative'],
    ['－１．２３４', 'negative'],
    ['1.005', 'decimals'],
    ['０．００１', 'decimals'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(readYuan(typed)).toEqual({ ok: false, problem });
  });
});

describe('readWholeNumber', () => {
  it.each([
    ['0', 0],
    ['120', 120],
    [' 120 ', 120],
    ['１２０', 120],
    ['００７', 7],
  ])('reads %j as %i', (typed, value) => {
    expect(readWholeNumber(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'invalid'],
    ['1.5', 'invalid'],
    ['１．０', 'invalid'],
    ['-3', 'invalid'],
    ['1e3', 'invalid'],
    ['1 000', 'invalid'],
    ['99999999999999999999', 'invalid'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(readWholeNumber(typed)).toEqual({ ok: false, problem });
  });
});
