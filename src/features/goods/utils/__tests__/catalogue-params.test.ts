import { catalogueSearch, readCatalogueParams, writeCatalogueParams } from '../catalogue-params';

const read = (search: string) => readCatalogueParams(new URLSearchParams(search));
const write = (search: string, changes: Parameters<typeof writeCatalogueParams>[1]) =>
  writeCatalogueParams(new URLSearchParams(search), changes).toString();

describe('readCatalogueParams', () => {
  it('reads page, keyword, category and sort', () => {
    expect(read('page=3&keyword=%E6%B0%B4&classifyId=101&sort=priceAsc')).toEqual({
      page: 3,
      keyword: '水',
      classifyId: 101,
      sort: 'priceAsc',
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('page=0&classifyId=abc&sort=cheapest')).toEqual({
      page: 1,
      keyword: '',
      classifyId: undefined,
      sort: 'default',
    });
    expect(read('page=2.5&classifyId=')).toMatchObject({ page: 1, classifyId: undefined });
  });
});

describe('writeCatalogueParams', () => {
  it('goes back to page 1 when a filter changes, keeping the others', () => {
    expect(write('page=4&keyword=a&sort=sales', { classifyId: 2 })).toBe(
      'keyword=a&sort=sales&classifyId=2',
    );
  });

  it('keeps a named page and leaves defaults out of the URL', () => {
    expect(write('keyword=a', { page: 2 })).toBe('keyword=a&page=2');
    expect(write('page=2&sort=sales&classifyId=1', { sort: 'default', classifyId: null })).toBe('');
    expect(write('keyword=a', { keyword: '  ' })).toBe('');
  });

  it('keeps category 1 (a value other helpers would drop as the default page)', () => {
    expect(write('', { classifyId: 1 })).toBe('classifyId=1');
    expect(catalogueSearch(1)).toBe('?classifyId=1');
  });
});
