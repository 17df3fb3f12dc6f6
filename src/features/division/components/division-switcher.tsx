import { Radio } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { divisionPageCopy } from '@/copy';
import { divisionId, type DivisionId } from '@/lib/enums/division';

/** Picks the division; stays on the same sub-page and starts its list afresh. */
export function DivisionSwitcher({ value }: { value: DivisionId }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Radio.Group
      aria-label={divisionPageCopy.switcherLabel}
      optionType="button"
      buttonStyle="solid"
      options={divisionId.options}
      value={value}
      onChange={(event) =>
        navigate({ pathname, search: `?${new URLSearchParams({ division: event.target.value })}` })
      }
    />
  );
}
