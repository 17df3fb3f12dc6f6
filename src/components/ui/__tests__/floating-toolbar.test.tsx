import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toolbarCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { FloatingToolbar } from '../floating-toolbar';

const toolbar = () => screen.getByRole('navigation', { name: toolbarCopy.label });
const cartLink = () => within(toolbar()).getByRole('link', { name: new RegExp(toolbarCopy.cart) });

describe('FloatingToolbar', () => {
  it('links to the cart, favourites, orders and browse history', () => {
    renderWithProviders(
      <FloatingToolbar cartCount={0} hideCategory={false} onCategory={() => {}} />,
    );
    const links = within(toolbar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [toolbarCopy.cart, '/my_cart'],
      [toolbarCopy.favourites, '/member/my_collect'],
      [toolbarCopy.orders, '/member/water_order?type=water_order'],
      [toolbarCopy.history, '/member/my_view'],
    ]);
  });

  it('calls onCategory from the 分类 button', async () => {
    const user = userEvent.setup();
    const onCategory = vi.fn();
    renderWithProviders(
      <FloatingToolbar cartCount={0} hideCategory={false} onCategory={onCategory} />,
    );
    await user.click(within(toolbar()).getByRole('button', { name: toolbarCopy.category }));
    expect(onCategory).toHaveBeenCalledOnce();
    expect(toolbar()).not.toHaveClass('floating-toolbar--short');
  });

  it('leaves out 分类 and is shorter when the category is hidden', () => {
    renderWithProviders(<FloatingToolbar cartCount={0} hideCategory onCategory={() => {}} />);
    expect(screen.queryByRole('button', { name: toolbarCopy.category })).not.toBeInTheDocument();
    expect(toolbar()).toHaveClass('floating-toolbar', 'floating-toolbar--short');
    expect(within(toolbar()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the cart count on a badge', () => {
    renderWithProviders(
      <FloatingToolbar cartCount={12} hideCategory={false} onCategory={() => {}} />,
    );
    expect(cartLink()).toHaveTextContent(/^12购物车$/);
  });

  it('caps a large cart count at 99+', () => {
    renderWithProviders(
      <FloatingToolbar cartCount={150} hideCategory={false} onCategory={() => {}} />,
    );
    expect(cartLink()).toHaveTextContent(/^99\+购物车$/);
  });

  it('hides the badge for an empty cart', () => {
    renderWithProviders(
      <FloatingToolbar cartCount={0} hideCategory={false} onCategory={() => {}} />,
    );
    expect(cartLink()).toHaveTextContent(/^购物车$/);
  });
});
