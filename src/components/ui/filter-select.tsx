import { Radio, Select } from 'antd';
import type { Enumeration } from '@/lib/enums/define-enumeration';

export interface FilterSelectProps<V extends string | number> {
  /** The enumeration whose values it offers, in the table's order. */
  of: Enumeration<V>;
  /** The filter's name, which a screen reader says. */
  label: string;
  /** What it reads while no value is chosen: 全部状态, 全部类型. */
  all: string;
  /** The value in the URL; undefined for all. */
  value: V | undefined;
  /** The chosen value, undefined when cleared back to all. */
  onChange(value: V | undefined): void;
  /** A drop-down (cleared by its ×), or a row of buttons led by the one for all. */
  look?: 'select' | 'buttons';
  /** The drop-down's least width in px, for its longest label. */
  width?: number;
}

/** The all button's value: none of the enumeration's. */
const ALL = '';

/** A list's filter by one enumeration: all until a value is chosen, and back to all. */
export function FilterSelect<V extends string | number>({
  of,
  label,
  all,
  value,
  onChange,
  look = 'select',
  width = 140,
}: FilterSelectProps<V>) {
  if (look === 'buttons') {
    return (
      <Radio.Group
        aria-label={label}
        optionType="button"
        value={value ?? ALL}
        options={[{ value: ALL, label: all }, ...of.options]}
        onChange={(event) => onChange(of.read(event.target.value))}
      />
    );
  }
  return (
    <Select<V>
      aria-label={label}
      placeholder={all}
      allowClear
      style={{ minWidth: width }}
      value={value}
      options={of.options}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
