import type { ReactNode } from 'react';

export interface CardListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** One page of cards, one to a list item. */
export function CardList<T>({ items, itemKey, renderItem }: CardListProps<T>) {
  return (
    <ul className="order-cards">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
