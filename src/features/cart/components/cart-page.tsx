import { Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cartCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { paths } from '@/config/paths';
import type { CartRow } from '../api/cart-schemas';
import { useCartRows, useDeleteCartRows } from '../hooks/use-cart';
import { cartTotals, selectedRows } from '../utils/cart-totals';
import { CartRowItem } from './cart-row-item';
import { CartSummary } from './cart-summary';
import './cart.css';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';

export interface CartPageProps {
  /** 去结算 with the selected rows; the button shows only when given. */
  onCheckout?: (rows: CartRow[]) => void;
}

/** /my_cart and member my_cart: rows to select, quantities, deletes and the selected totals. */
export function CartPage({ onCheckout }: CartPageProps) {
  const query = useCartRows();
  return (
    <PageCard title={cartCopy.title}>
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Empty description={cartCopy.empty}>
            <Link to={paths.storage}>{cartCopy.goShopping}</Link>
          </Empty>
        }
      >
        {(rows) => <CartList rows={rows} onCheckout={onCheckout} />}
      </QueryState>
    </PageCard>
  );
}

function CartList({ rows, onCheckout }: CartPageProps & { rows: CartRow[] }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
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
