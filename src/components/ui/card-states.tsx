import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** A card saying there is nothing to show here, e.g. for an unknown or removed item. */
export function EmptyCard({ description }: { description: ReactNode }) {
  return (
    <Card>
      <Empty description={description} />
    </Card>
  );
}

/** A card holding the outline of content that is still loading. */
export function LoadingCard() {
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}
