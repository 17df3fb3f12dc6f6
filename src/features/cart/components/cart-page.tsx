import { Empty, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cartCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { orderSheetColumns } from '@/lib/order-sheet';
import { paths } from '@/config/paths';
import { dayOf } from '@/utils/date-format';
import type { CartRow } from '../api/cart-schemas';
import { useCartRows, useDeleteCartRows } from '../hooks/use-cart';
import { stocksToSelect } from '../utils/cart-arrival';
import { cartTotals, selectedRows } from '../utils/cart-totals';
import { CartRowItem } from './cart-row-item';
import { CartSummary } from './cart-summary';
import './cart.css';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { ExportButton } from '@/components/ui/export-button';

export interface CartPageProps {
  /** 去结算 with the selected rows; the button shows only when given. */
  onCheckout?: (rows: CartRow[]) => void;
  /** Actions of the page's head beside 导出 (批量下单). */
  actions?: ReactNode;
}

/** The cart as 批量下单 reads it back: each row's good, specification and quantity. */
const cartFile = (rows: readonly CartRow[]) => ({
  name: `${cartCopy.title}_${dayOf(new Date())}`,
  sheet: cartCopy.title,
  columns: orderSheetColumns((row: CartRow) => row),
  rows,
});

/**
 * /my_cart and member my_cart: rows to select, quantities, deletes and the selected totals;
 * arriving with stocks to select (from 批量下单), their rows are selected.
 */
export function CartPage({ onCheckout, actions }: CartPageProps) {
  const query = useCartRows();
  const location = useLocation();
  const rows = query.data ?? [];
  return (
    <PageCard
      title={cartCopy.title}
      extra={
        <Space>
          {actions}
          {rows.length > 0 && <ExportButton subject={cartCopy.title} file={() => cartFile(rows)} />}
        </Space>
      }
    >
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Empty description={cartCopy.empty}>
            <Link to={paths.storage}>{cartCopy.goShopping}</Link>
          </Empty>
        }
      >
        {(rows) => (
          <CartList
            key={location.key}
            rows={rows}
            onCheckout={onCheckout}
            stocksToSelect={stocksToSelect(location.state)}
          />
        )}
      </QueryState>
    </PageCard>
  );
}

interface CartListProps extends CartPageProps {
  rows: CartRow[];
  /** Stocks whose rows are selected as soon as the list has them. */
  stocksToSelect: readonly number[];
}

function CartList({ rows, onCheckout, stocksToSelect: wanted }: CartListProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [awaited, setAwaited] = useState<ReadonlySet<number>>(() => new Set(wanted));
  // rows added a moment ago arrive with the cart's refresh: each is selected as it appears
  const arrived = rows.filter((row) => awaited.has(row.goodStockId));
  if (arrived.length > 0) {
    setAwaited(
      new Set([...awaited].filter((id) => !arrived.some((row) => row.goodStockId === id))),
    );
    setSelected(new Set([...selected, ...arrived.map((row) => row.userShoppingCartId)]));
  }
  const deleteRows = useDeleteCartRows();
  const chosen = selectedRows(rows, selected);

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = (ids: number[], content: string) =>
    confirmThen(content, async () => {
      await deleteRows.mutateAsync(ids);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    });

  return (
    <>
      <div className="cart-row cart-row--head" aria-hidden>
        <span />
        <span className="cart-row__head-good">{cartCopy.good}</span>
        <span>{cartCopy.price}</span>
        <span>{cartCopy.quantity}</span>
        <span>{cartCopy.subtotal}</span>
        <span>{cartCopy.actions}</span>
      </div>
      <ul className="cart-rows">
        {rows.map((row) => (
          <CartRowItem
            key={row.userShoppingCartId}
            row={row}
            selected={selected.has(row.userShoppingCartId)}
            onSelect={(on) => select(row.userShoppingCartId, on)}
            onDelete={() => confirmDelete([row.userShoppingCartId], cartCopy.deleteOneConfirm)}
          />
        ))}
      </ul>
      <CartSummary
        totals={cartTotals(chosen)}
        allSelected={rows.length > 0 && chosen.length === rows.length}
        someSelected={chosen.length > 0}
        onSelectAll={(on) =>
          setSelected(new Set(on ? rows.map((row) => row.userShoppingCartId) : []))
        }
        onDeleteSelected={() =>
          confirmDelete(
            chosen.map((row) => row.userShoppingCartId),
            cartCopy.deleteSelectedConfirm(chosen.length),
          )
        }
        onCheckout={onCheckout && (() => onCheckout(chosen))}
      />
    </>
  );
}
