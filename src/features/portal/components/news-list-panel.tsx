import { SectionCard } from '@/components/ui/section-card';
import { Link, type LinkProps } from 'react-router-dom';
import { commonCopy, newsCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
import { SearchBar } from '@/components/ui/search-bar';
import { DayOf, SimpleList } from '@/components/ui/simple-list';
import { searchQueryOf } from '@/lib/list-query';
import { PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useNewsList } from '../hooks/use-news';

interface NewsListPanelProps {
  selectedId: number | undefined;
  /** The link to one announcement (the page's useDetailParam). */
  linkTo(newId: number): Pick<LinkProps, 'to' | 'replace'>;
}

/** Searchable, paged announcement list; page and keyword live in the URL. */
export function NewsListPanel({ selectedId, linkTo }: NewsListPanelProps) {
  const { filters, update, pager } = useUrlFilters(PAGE_AND_KEYWORD_KEYS);
  const query = useNewsList({
    ...searchQueryOf(filters.page, filters.keyword),
  });

  return (
    <SectionCard title={newsCopy.listTitle}>
      <SearchBar
        key={filters.keyword}
        initialKeyword={filters.keyword}
        placeholder={newsCopy.searchPlaceholder}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <PagedList
        query={query}
        emptyText={filters.keyword ? commonCopy.noData : newsCopy.empty}
        {...pager('page')}
      >
        {(announcements) => (
          <SimpleList
            items={announcements}
            rowKey={(item) => item.newId}
            extra={(item) => <DayOf time={item.createTime} />}
          >
            {(item) => (
              <Link
                {...linkTo(item.newId)}
                aria-current={item.newId === selectedId ? 'page' : undefined}
                className={item.newId === selectedId ? 'news-list__current' : undefined}
              >
                {item.newTitle}
              </Link>
            )}
          </SimpleList>
        )}
      </PagedList>
    </SectionCard>
  );
}
