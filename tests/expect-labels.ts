import { expect } from 'vitest';

/** Every value of an enumeration has exactly one label, in Chinese, and no two values read alike. */
export function expectOneLabelPerValue(labels: Record<string, string>, values: readonly string[]) {
  expect(Object.keys(labels).sort()).toEqual([...values].sort());
  const texts = Object.values(labels);
  expect(new Set(texts).size).toBe(texts.length);
  for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fa5]/);
}
