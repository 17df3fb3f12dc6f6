import { NavLink } from 'react-router-dom';
import { divisionPageCopy, divisionSubRouteCopy } from '@/copy';
import { DIVISION_SUB_ROUTES, hrefs } from '@/config/paths';
import type { DivisionId } from '@/lib/enums/division';

/** The ten sub-pages of a division; each link keeps the chosen division. */
export function DivisionSubNav({ division }: { division: DivisionId }) {
  return (
    <nav aria-label={divisionPageCopy.subNavLabel} className="division-sub-nav">
      <ul>
        {DIVISION_SUB_ROUTES.map((sub) => (
          <li key={sub}>
            <NavLink to={hrefs.divisionSub(sub, division)}>{divisionSubRouteCopy[sub]}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
