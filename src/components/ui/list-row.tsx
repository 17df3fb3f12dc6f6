import type { ReactNode } from 'react';
import './list-row.css';

export interface ListRowProps {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}

/**
 * The body of a list item: an optional avatar, a title and a line below it. Unlike antd's
 * List.Item.Meta it adds no heading, so a page's headings keep their order.
 */
export function ListRow({ avatar, title, description }: ListRowProps) {
  return (
    <div className="list-row">
      {avatar}
      <div className="list-row__text">
        <div className="list-row__title">{title}</div>
        {description !== undefined && <div className="list-row__description">{description}</div>}
      </div>
    </div>
  );
}
