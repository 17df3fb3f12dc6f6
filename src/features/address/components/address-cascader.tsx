import { Cascader } from 'antd';
import { useMemo, useState } from 'react';
import { QueryFailure } from '@/components/ui/query-state';
import { addressCopy } from '@/copy';
import { useDistrictLists } from '../hooks/use-districts';
import { buildCascaderOptions, parentsOf, type CascaderOption } from '../utils/cascader-options';
import { EMPTY_REGION, type RegionValue } from '../utils/region-value';

/** SPEC section 5: six levels unless told otherwise (the address form shows four). */
const DEFAULT_DEPTH = 6;

export interface AddressCascaderProps {
  value?: RegionValue;
  onChange?: (value: RegionValue) => void;
  /** How many levels, from the province down, can be chosen. */
  depth?: number;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * Region choice loaded level by level from the member area's district call. Choosing a level replaces the
 * levels below it; the names of the value are shown even before their lists arrive.
 */
export function AddressCascader({
  value = EMPTY_REGION,
  onChange,
  depth = DEFAULT_DEPTH,
  placeholder = addressCopy.regionPlaceholder,
  id,
  disabled,
}: AddressCascaderProps) {
  const [opened, setOpened] = useState<number[]>([]);
  const pids = useMemo(
    () => [...new Set([...parentsOf(value.ids, depth), ...opened])],
    [value.ids, depth, opened],
  );
  const { lists, failure } = useDistrictLists(pids);
  const options = useMemo(() => buildCascaderOptions(lists, depth), [lists, depth]);

  const loadChildren = (selected: CascaderOption[]) => {
    const parent = selected[selected.length - 1]?.value;
    if (parent !== undefined)
      setOpened((known) => (known.includes(parent) ? known : [...known, parent]));
  };

  return (
    <Cascader<CascaderOption>
      id={id}
      options={options}
      value={value.ids}
      placeholder={placeholder}
      disabled={disabled}
      loadData={loadChildren}
      popupRender={(menus) => (
        <>
          {menus}
          {failure && (
            <QueryFailure
              error={failure.error}
              retrying={failure.retrying}
              onRetry={failure.retry}
              size="inline"
            />
          )}
        </>
      )}
      displayRender={() => value.names.join(' / ')}
      onChange={(ids, selected) =>
        onChange?.({
          ids: (ids ?? []).map(Number),
          names: (selected ?? []).map((option) => option.label),
        })
      }
    />
  );
}
