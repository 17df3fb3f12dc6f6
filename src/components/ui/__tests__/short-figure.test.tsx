import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureStatistic, figureSentence, ShortFigure } from '../short-figure';

describe('ShortFigure', () => {
  it('reads a count from 1e4 in 万 and from 1e8 in 亿, the exact count on hover and for screen readers', () => {
    const { container, rerender } = render(<ShortFigure value={12_860} kind="count" />);
    const wan = screen.getByTitle('12,860');
    expect(wan).toHaveTextContent('1.29万');
    expect(screen.getByText('1.29万')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12,860')).toHaveClass('visually-hidden');

    rerender(<ShortFigure value={245_000_000} kind="count" />);
    expect(screen.getByTitle('245,000,000')).toHaveTextContent('2.45亿');
    expect(container).not.toHaveTextContent('1.29万');
  });

  it('reads money from ¥10,000 in 万 and from ¥1亿 in 亿, the exact amount on hover', () => {
    const { rerender } = render(<ShortFigure value={123_456_789} kind="money" />);
    expect(screen.getByTitle('¥1,234,567.89')).toHaveTextContent('¥123.46万');
    rerender(<ShortFigure value={30_000_000_000} kind="money" />);
    expect(screen.getByTitle('¥300,000,000.00')).toHaveTextContent('¥3亿');
  });

  it('leaves a figure below 1e4 as plain text, without a hover', () => {
    const { container, rerender } = render(<ShortFigure value={9999} kind="count" />);
    expect(container.innerHTML).toBe('9999');
    rerender(<ShortFigure value={999_999} kind="money" />);
    expect(container.innerHTML).toBe('¥9,999.99');
  });

  it('puts the words around the figure in both readings', () => {
    render(<ShortFigure value={12_860} kind="count" wrap={(figure) => `${figure}袋`} />);
    expect(screen.getByTitle('12,860袋')).toHaveTextContent('1.29万袋');
  });
});

describe('FigureStatistic', () => {
  it('shows a headline figure under its title in 万, exact on hover', () => {
    render(<FigureStatistic title="注册会员" value={128_600} kind="count" />);
    expect(screen.getByText('注册会员')).toBeInTheDocument();
    expect(screen.getByTitle('128,600')).toHaveTextContent('12.86万');
  });
});

describe('figureSentence', () => {
  it('writes a sentence with its figures short, and exact for hover when one was shortened', () => {
    const sentence = (count: number, fen: number) =>
      figureSentence((read) => `共 ${read(count, 'count')} 笔，${read(fen, 'money')}`);
    expect(sentence(3, 2_000_000)).toEqual({ text: '共 3 笔，¥2万', title: '共 3 笔，¥20,000.00' });
    expect(sentence(3, 2_000)).toEqual({ text: '共 3 笔，¥20.00', title: undefined });
  });
});
