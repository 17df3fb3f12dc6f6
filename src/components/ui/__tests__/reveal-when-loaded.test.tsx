import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { QueryState } from '../query-state';
import { RevealWhenLoaded, REVEAL_WAIT_MS } from '../reveal-when-loaded';

/** An answer the test gives when it chooses. */
function answerLater() {
  let give: (text: string) => void = () => {};
  const promise = new Promise<string>((resolve) => {
    give = resolve;
  });
  return {
    promise,
    give: (text: string) =>
      act(async () => {
        give(text);
        await promise;
      }),
  };
}

/** A part of a screen showing one query's answer, and what follows from it. */
function Part({
  name,
  answer,
  children,
}: {
  name: string;
  answer: Promise<string>;
  children?: ReactNode;
}) {
  const query = useQuery({ queryKey: ['part', name], queryFn: () => answer });
  return (
    <QueryState query={query} loading={<p>{`${name}读取中`}</p>}>
      {(text) => (
        <section aria-label={name}>
          <p>{text}</p>
          {children}
        </section>
      )}
    </QueryState>
  );
}

/** The region the stand-in marks busy while the content is held. */
const busyRegion = () => document.querySelector('[aria-busy="true"]');

describe('RevealWhenLoaded', () => {
  it('shows 加载中 until every part has its first answer, then the content', async () => {
    const balance = answerLater();
    const bills = answerLater();
    renderWithProviders(
      <RevealWhenLoaded>
        <Part name="余额" answer={balance.promise} />
        <Part name="明细" answer={bills.promise} />
      </RevealWhenLoaded>,
    );
    expect(screen.getByText(commonCopy.loading)).toBeInTheDocument();
    expect(busyRegion()).not.toBeNull();

    await balance.give('¥100.00');
    expect(await screen.findByText('¥100.00')).toBeInTheDocument();
    expect(screen.getByText(commonCopy.loading)).toBeInTheDocument();
    expect(busyRegion()).not.toBeNull();

    await bills.give('3 笔');
    expect(await screen.findByText('3 笔')).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
    expect(busyRegion()).toBeNull();
  });

  it('keeps holding when a part shown by an answer starts waiting for its own', async () => {
    const banks = answerLater();
    const limit = answerLater();
    renderWithProviders(
      <RevealWhenLoaded>
        <Part name="银行" answer={banks.promise}>
          <Part name="限额" answer={limit.promise} />
        </Part>
      </RevealWhenLoaded>,
    );

    await banks.give('工商银行');
    expect(await screen.findByText('工商银行')).toBeInTheDocument();
    expect(screen.getByText(commonCopy.loading)).toBeInTheDocument();

    await limit.give('¥5,000.00');
    expect(await screen.findByText('¥5,000.00')).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
  });

  it('shows the content as it is when an answer is slow, and does not hold it again', async () => {
    vi.useFakeTimers();
    const slow = answerLater();
    const { rerender } = renderWithProviders(
      <RevealWhenLoaded>
        <Part name="慢" answer={slow.promise} />
      </RevealWhenLoaded>,
    );
    expect(screen.getByText(commonCopy.loading)).toBeInTheDocument();

    // held, the part draws no loading shape of its own; shown, it does
    expect(screen.queryByText('慢读取中')).toBeNull();
    act(() => vi.advanceTimersByTime(REVEAL_WAIT_MS));
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
    expect(screen.getByText('慢读取中')).toBeInTheDocument();
    expect(busyRegion()).toBeNull();

    rerender(
      <RevealWhenLoaded>
        <Part name="慢" answer={slow.promise} />
        <Part name="新" answer={answerLater().promise} />
      </RevealWhenLoaded>,
    );
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
    expect(busyRegion()).toBeNull();
  });

  it('shows content without parts that load at once', () => {
    renderWithProviders(
      <RevealWhenLoaded>
        <p>平台规则</p>
      </RevealWhenLoaded>,
    );
    expect(screen.getByText('平台规则')).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
    expect(busyRegion()).toBeNull();
  });
});
