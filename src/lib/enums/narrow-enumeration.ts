import { defineEnumeration, type Enumeration } from './define-enumeration';

/**
 * The table of an enumeration of its own made of some of another's values (the statuses one
 * kind of record can be in, the records a member may add): each value keeps the label and tone
 * it has there, and a value outside them reads as none.
 */
export function narrowEnumeration<V extends string | number, const W extends V>(
  of: Enumeration<V>,
  values: readonly W[],
): Enumeration<W> {
  const each = <T>(read: (value: W) => T) =>
    Object.fromEntries(values.map((value) => [value, read(value)])) as Record<W, T>;
  return defineEnumeration(values, each(of.label), each(of.tone));
}
