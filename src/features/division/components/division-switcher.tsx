import { Radio } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { divisionCopy, divisionPageCopy } from '@/copy';
import { DIVISION_IDS, type DivisionId } from '../api/division-types';

const OPTIONS = DIVISION_IDS.map((id) => ({ value: id, label: divisionCopy[id] }));

/** Picks the division; stays on the same sub-page and starts its list afresh. */
export function DivisionSwitcher({ value }: { value: DivisionId }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Radio.Group
      aria-label={divisionPageCopy.switcherLabel}
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={value}
      onChange={(event) =>
        navigate({ pathname, search: `?${new URLSearchParams({ division: event.target.value })}` })
      }
    />
  );
}
