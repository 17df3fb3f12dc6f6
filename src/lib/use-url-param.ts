import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter of the page's URL as it is written, null when absent: for a value its
 * own reader checks (a page to return to, a file's address), which no filter key describes.
 */
export function useUrlParam(name: string): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(name);
}
