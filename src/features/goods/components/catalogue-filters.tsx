import { Flex, Segmented } from 'antd';
import { goodsCopy } from '@/copy';
import { goodSort, type GoodSort } from '@/lib/enums/good-sort';
import { SearchBar } from '@/components/ui/search-bar';
import type { CatalogueFilterValues } from '../utils/catalogue-keys';
import { CategorySelect } from './category-select';
import { HotWords } from './hot-words';

export interface CatalogueFiltersProps {
  params: CatalogueFilterValues;
  onChange: (changes: Partial<CatalogueFilterValues>) => void;
}

/** Keyword (typed or a hot word), category and sort of the catalogue. */
export function CatalogueFilters({ params, onChange }: CatalogueFiltersProps) {
  return (
    <Flex vertical gap="middle" className="catalogue-filters">
      <SearchBar
        initialKeyword={params.keyword}
        placeholder={goodsCopy.searchPlaceholder}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <HotWords onPick={(keyword) => onChange({ keyword })} />
      <Flex gap="middle" wrap align="center">
        <CategorySelect
          value={params.classifyId}
          onChange={(classifyId) => onChange({ classifyId })}
        />
        <Segmented<GoodSort>
          aria-label={goodsCopy.sortLabel}
          options={goodSort.options}
          value={params.sort}
          onChange={(sort) => onChange({ sort })}
        />
      </Flex>
    </Flex>
  );
}
