import { Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { optionsFailure } from '@/components/ui/query-state';
import { Permission } from '@/components/ui/permission';
import { dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { isDisplayableImageUrl } from '@/components/ui/upload-rules';
import { supplyCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { auditStatus } from '@/lib/enums/audit-status';
import { PERMISSIONS } from '@/lib/permissions';
import { useListParams } from '@/lib/use-list-params';
import type { SuppliedGood } from '../api/supply-types';
import { useBrandsAndCompanies, useSuppliedGoods } from '../hooks/use-supply';
import { readGoodFilters } from '../utils/good-filters';
import { AddGoodDialog } from './add-good-dialog';

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
  enumColumn('status', supplyCopy.status, auditStatus, (good: SuppliedGood) => good.auditStatus),
  dateColumn<SuppliedGood>('createTime', supplyCopy.createTime),
];

/** 供货商品: the goods the member supplies, by brand or by company; 添加供货商品 for suppliers. */
export function SuppliedGoodsCard() {
  const { params, searchParams, update } = useListParams();
  const filters = readGoodFilters(searchParams);
  const query = useSuppliedGoods({ pageNo: params.page, pageSize: DEFAULT_PAGE_SIZE, ...filters });
  const options = useBrandsAndCompanies();
  const [adding, setAdding] = useState(false);

  return (
    <Card
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
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Select<number>
          aria-label={supplyCopy.brandFilter}
          placeholder={supplyCopy.allBrands}
          allowClear
          loading={options.isLoading}
          style={{ minWidth: 160 }}
          value={filters.brandId}
          notFoundContent={optionsFailure(options)}
          options={options.data?.brands.map((brand) => ({
            value: brand.brandId,
            label: brand.brandName,
          }))}
          // one filter at a time: a brand's goods or a company's goods
          onChange={(brandId) => update({ brandId, companyId: undefined, page: 1 })}
        />
        <Select<number>
          aria-label={supplyCopy.companyFilter}
          placeholder={supplyCopy.allCompanies}
          allowClear
          loading={options.isLoading}
          style={{ minWidth: 220 }}
          value={filters.companyId}
          notFoundContent={optionsFailure(options)}
          options={options.data?.companies.map((company) => ({
            value: company.companyId,
            label: company.companyName,
          }))}
          onChange={(companyId) => update({ companyId, brandId: undefined, page: 1 })}
        />
      </Flex>
      <PagedTable<SuppliedGood>
        query={query}
        columns={columns}
        rowKey="supplyGoodId"
        emptyText={supplyCopy.goodsEmpty}
        page={params.page}
        onPageChange={(page) => update({ page })}
      />
      <AddGoodDialog open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
