import { useSearchParams } from 'react-router-dom';
import { readDivision } from '../utils/division-param';

/** The division chosen in the URL (?division=), the default when none is. */
export function useDivision() {
  const [searchParams] = useSearchParams();
  return readDivision(searchParams.get('division'));
}
