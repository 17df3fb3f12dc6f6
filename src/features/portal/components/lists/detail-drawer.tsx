import { Drawer, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy, portalListCopy } from '@/copy';

export interface DetailDrawerProps<T> {
  open: boolean;
  item: T | undefined;
  title: (item: T) => string;
  isError: boolean;
  onClose: () => void;
  children: (item: T) => ReactNode;
}

/** A list item in detail beside its list: loading, missing or the item. */
export function DetailDrawer<T>({
  open,
  item,
  title,
  isError,
  onClose,
  children,
}: DetailDrawerProps<T>) {
  let body: ReactNode = <Skeleton active />;
  if (isError) body = <Empty description={portalListCopy.notFound} />;
  else if (item) body = children(item);
  return (
    <Drawer
      open={open}
      size={560}
      title={item ? title(item) : portalListCopy.detailLoading}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
    >
      {body}
    </Drawer>
  );
}
