import { Select, type SelectProps } from 'antd';
import { optionsStatus, type QueryLike } from './query-state';

export interface ServerOption {
  value: number;
  label: string;
}

export interface ServerOptionsSelectProps<T> extends Omit<
  SelectProps<number>,
  'options' | 'loading' | 'notFoundContent' | 'onChange' | 'aria-label' | 'mode'
> {
  /** Where the options come from; a failed load says so in the drop-down, with 重试. */
  query: QueryLike<T>;
  toOptions: (data: T) => ServerOption[];
  /** The name of a filter; a form field is named by its Form.Item label instead. */
  label?: string;
  /** Given by the filter's state, or by Form.Item in a form; undefined when cleared. */
  onChange?: (value: number | undefined) => void;
}

/**
 * A choice among options the server lists (roles, categories, brands, members): loading while
 * they load, and a failed load shown as 加载失败 with 重试, never as "no options".
 */
export function ServerOptionsSelect<T>({
  query,
  toOptions,
  label,
  onChange,
  style = { minWidth: 160 },
  ...selectProps
}: ServerOptionsSelectProps<T>) {
  return (
    <Select<number>
      {...selectProps}
      aria-label={label}
      style={style}
      loading={query.isFetching}
      options={query.data === undefined ? [] : toOptions(query.data)}
      notFoundContent={optionsStatus(query)}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
