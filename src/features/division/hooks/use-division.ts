import { useUrlParam } from '@/lib/use-url-param';
import { readDivision } from '../utils/division-param';

/** The division chosen in the URL (?division=), the default when none is. */
export function useDivision() {
  return readDivision(useUrlParam('division'));
}
