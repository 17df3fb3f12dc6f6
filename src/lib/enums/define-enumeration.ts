import type { Tone } from './tone';

export interface EnumerationOption<V> {
  value: V;
  label: string;
}

/** One enumeration: its values in display order, a label and a tone each, and a reader. */
export interface Enumeration<V extends string | number> {
  readonly values: readonly V[];
  // mutable in type only because antd's Select and Radio take mutable option arrays
  readonly options: EnumerationOption<V>[];
  /** The options of some of the values (those a screen allows now), in the order given. */
  optionsOf(values: readonly V[]): EnumerationOption<V>[];
  label(value: V): string;
  tone(value: V): Tone;
  /** A value from a URL or an API answer, compared as text; undefined when it is none of these. */
  read(raw: unknown): V | undefined;
}

export function defineEnumeration<const V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  tones: Readonly<Record<V, Tone>>,
): Enumeration<V> {
  const optionsOf = (some: readonly V[]) => some.map((value) => ({ value, label: labels[value] }));
  return {
    values,
    options: optionsOf(values),
    optionsOf,
    label: (value) => labels[value],
    tone: (value) => tones[value],
    read: (raw) => {
      if (raw === null || raw === undefined) return undefined;
      const text = String(raw).trim();
      return values.find((value) => String(value) === text);
    },
  };
}

/** The tones of an enumeration of kinds rather than states: every value reads alike. */
export const neutralTones = <V extends string | number>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value, 'neutral'])) as Record<V, Tone>;
