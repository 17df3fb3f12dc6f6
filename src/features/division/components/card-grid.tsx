import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

interface CardGridProps<T> {
  items: T[];
  itemKey: (item: T) => number;
  renderCard: (item: T) => ReactNode;
  /** Cards per row on wide screens. */
  columns?: 2 | 3 | 4;
}

/** Cards in a responsive grid, as a list for assistive technology. */
export function CardGrid<T>({ items, itemKey, renderCard, columns = 3 }: CardGridProps<T>) {
  return (
    <Row gutter={[16, 16]} role="list">
      {items.map((item) => (
        <Col key={itemKey(item)} xs={24} sm={12} lg={24 / columns} role="listitem">
          {renderCard(item)}
        </Col>
      ))}
    </Row>
  );
}
