import { Button } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission } from '@/components/ui/permission';
import { ServerOptionsSelect } from '@/components/ui/server-options-select';
import { dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { isDisplayableImageUrl } from '@/components/ui/upload-rules';
import { supplyCopy } from '@/copy';
import { auditStatus } from '@/lib/enums/audit-status';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { idKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { SuppliedGood } from '../api/supply-schemas';
import { useBrandsAndCompanies, useSuppliedGoods } from '../hooks/use-supply';
import { brandOptions, companyOptions } from '../utils/good-options';
import { AddGoodDialog } from './add-good-dialog';

const KEYS = { page: pageKey(), brandId: idKey(), companyId: idKey() };

const columns = [
  {
    key: 'image',
    title: supplyCopy.images,
    width: 72,
    render: (_: unknown, good: SuppliedGood) =>
      good.images[0] && isDisplayableImageUrl(good.images[0]) ? (
        <img src={good.images[0]} alt={good.goodName} width={48} height={48} />
      ) : null,
  },
  { key: 'name', title: supplyCopy.goodName, dataIndex: 'goodName' },
  { key: 'brand', title: supplyCopy.brand, dataIndex: 'brandName' },
  { key: 'company', title: supplyCopy.goodCompany, dataIndex: 'companyName' },
  { key: 'specification', title: supplyCopy.specification, dataIndex: 'specification' },
  moneyColumn('price', supplyCopy.supplyPrice, (good: SuppliedGood) => good.supplyPrice),
  { key: 'stock', title: supplyCopy.stock, dataIndex: 'stock', align: 'right' as const },
  enumColumn<SuppliedGood>('auditStatus', supplyCopy.status, auditStatus),
  dateColumn<SuppliedGood>('createTime', supplyCopy.createTime),
];

/** 供货商品: the goods the member supplies, by brand or by company; 添加供货商品 for suppliers. */
export function SuppliedGoodsCard() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { page, brandId } = filters;
  // one filter at a time: a brand's goods or a company's goods, the brand first
  const companyId = brandId === undefined ? filters.companyId : undefined;
  const query = useSuppliedGoods({ ...pageQueryOf(page), brandId, companyId });
  const options = useBrandsAndCompanies();
  const [adding, setAdding] = useState(false);

  return (
    <SectionCard
      size="small"
      title={supplyCopy.goodsTitle}
      extra={
        <Permission code={PERMISSIONS.supplyGood}>
          <Button type="primary" onClick={() => setAdding(true)}>
            {supplyCopy.add}
          </Button>
        </Permission>
      }
    >
      <FilterBar>
        <ServerOptionsSelect
          query={options}
          toOptions={brandOptions}
          label={supplyCopy.brandFilter}
          placeholder={supplyCopy.allBrands}
          allowClear
          value={brandId}
          onChange={(brand) => update({ brandId: brand, companyId: undefined, page: 1 })}
        />
        <ServerOptionsSelect
          query={options}
          toOptions={companyOptions}
          label={supplyCopy.companyFilter}
          placeholder={supplyCopy.allCompanies}
          allowClear
          style={{ minWidth: 220 }}
          value={companyId}
          onChange={(company) => update({ companyId: company, brandId: undefined, page: 1 })}
        />
      </FilterBar>
      <PagedTable<SuppliedGood>
        query={query}
        columns={columns}
        rowKey="supplyGoodId"
        emptyText={supplyCopy.goodsEmpty}
        {...pager('page')}
      />
      <AddGoodDialog open={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}
