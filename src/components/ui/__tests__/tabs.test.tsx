import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../tabs';

const items = [
  { key: 'a', label: '甲', children: <p>甲的内容</p> },
  { key: 'b', label: '乙', children: <p>乙的内容</p> },
  { key: 'c', label: '丙', children: <p>丙的内容</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and switches on click', async () => {
    render(<Tabs items={items} label="方式" />);
    expect(screen.getByRole('tablist', { name: '方式' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '甲' })).toHaveTextContent('甲的内容');
    expect(screen.queryByText('乙的内容')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '乙' }));
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '乙' })).toHaveTextContent('乙的内容');
  });

  it('moves with the arrow, Home and End keys and keeps one tab in the tab order', async () => {
    render(<Tabs items={items} label="方式" />);
    screen.getByRole('tab', { name: '甲' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '丙' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '丙' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '甲' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '甲' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: '丙' })).toBeInTheDocument();
  });
});
