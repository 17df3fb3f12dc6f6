import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readCatalogueParams,
  writeCatalogueParams,
  type CatalogueChanges,
} from '../utils/catalogue-params';

/** Page, keyword, category and sort of /storage live in the URL. */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: CatalogueChanges) =>
      setSearchParams((current) => writeCatalogueParams(current, changes)),
    [setSearchParams],
  );
  return { params: readCatalogueParams(searchParams), update };
}
