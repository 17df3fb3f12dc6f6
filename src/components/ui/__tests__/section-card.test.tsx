import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from '../section-card';

describe('SectionCard', () => {
  it('is a region named by its visible title, an h2 under the screen heading', () => {
    render(
      <SectionCard title="收支明细" extra={<button type="button">导出</button>}>
        <p>本月三笔</p>
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: '收支明细' });
    expect(within(section).getByRole('heading', { level: 2, name: '收支明细' })).toBeVisible();
    expect(within(section).getByText('本月三笔')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('gives each of two sections its own name', () => {
    render(
      <>
        <SectionCard title="余额">甲</SectionCard>
        <SectionCard title="提现记录">乙</SectionCard>
      </>,
    );
    expect(screen.getByRole('region', { name: '余额' })).toHaveTextContent('甲');
    expect(screen.getByRole('region', { name: '提现记录' })).toHaveTextContent('乙');
  });

  it('heads a card nested in a section with an h3', () => {
    render(
      <SectionCard title="品种认证">
        <SectionCard type="inner" title="大米">
          已提交
        </SectionCard>
      </SectionCard>,
    );
    const inner = screen.getByRole('region', { name: '大米' });
    expect(within(inner).getByRole('heading', { level: 3, name: '大米' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '品种认证' })).toContainElement(inner);
  });

  it('shows a tag beside the title without adding it to the name', () => {
    render(
      <SectionCard title="张三 13800000001" tag={<span>默认</span>}>
        广东省
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: '张三 13800000001' })).toHaveTextContent('默认');
  });
});
