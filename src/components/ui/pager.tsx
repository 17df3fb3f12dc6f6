import { Button, Pagination, type PaginationProps } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { pagerCopy } from '@/copy';

export interface PagerProps {
  /** 1-based page number. */
  current: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

const itemRender: PaginationProps['itemRender'] = (_page, type, original) => {
  // The surrounding <li> handles the click and passes `disabled` down to this element.
  if (type === 'prev') return <Button htmlType="button">{pagerCopy.prev}</Button>;
  if (type === 'next') return <Button htmlType="button">{pagerCopy.next}</Button>;
  return original;
};

/** A list pager: 上一页 / 下一页 as text buttons and the total count; nothing when empty. */
export function Pager({ current, total, pageSize = DEFAULT_PAGE_SIZE, onChange }: PagerProps) {
  if (total <= 0) return null;
  return (
    <Pagination
      current={current}
      total={total}
      pageSize={pageSize}
      showSizeChanger={false}
      showTotal={pagerCopy.total}
      itemRender={itemRender}
      onChange={(page) => onChange(page)}
    />
  );
}
