import { Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { optionsFailure } from '@/components/ui/query-state';

interface OptionsSelectProps<Item> {
  /** Where the options come from; a failed load says so in the drop-down, with 重试. */
  query: Pick<UseQueryResult<Item[]>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  toOption: (item: Item) => { value: number; label: string };
  /** Given by the filter's state, or by Form.Item in a form. */
  value?: number;
  onChange?: (value: number | undefined) => void;
  label: string;
  placeholder: string;
  /** A filter can be cleared; a form field is required. */
  allowClear?: boolean;
  id?: string;
}

/** A choice among options the server lists (roles, categories, types). */
export function OptionsSelect<Item>({
  query,
  toOption,
  value,
  onChange,
  label,
  placeholder,
  allowClear = false,
  id,
}: OptionsSelectProps<Item>) {
  return (
    <Select<number>
      id={id}
      aria-label={label}
      placeholder={placeholder}
      allowClear={allowClear}
      style={{ minWidth: 160 }}
      loading={query.isFetching}
      value={value}
      options={(query.data ?? []).map(toOption)}
      notFoundContent={optionsFailure(query)}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
