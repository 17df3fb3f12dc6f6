import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAfterScreenDrawn } from '../use-after-screen-drawn';

/** A screen whose one call answers when the test says, beside what waits for it. */
function Screen({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['screen'], queryFn: () => answer });
  const drawn = useAfterScreenDrawn();
  return (
    <>
      <p>{data ?? 'loading'}</p>
      <p>{drawn ? 'asks its count' : 'waits'}</p>
    </>
  );
}

const withClient = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useAfterScreenDrawn', () => {
  it('waits while the screen asks for its data, and no longer once that data is shown', async () => {
    let answer!: (value: string) => void;
    render(withClient(<Screen answer={new Promise((resolve) => (answer = resolve))} />));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('waits')).toBeInTheDocument();

    answer('the statement');
    expect(await screen.findByText('asks its count')).toBeInTheDocument();
    expect(screen.getByText('the statement')).toBeInTheDocument();
  });

  it('does not wait on a screen that asks for nothing', async () => {
    function Quiet() {
      return <p>{useAfterScreenDrawn() ? 'asks its count' : 'waits'}</p>;
    }
    render(withClient(<Quiet />));
    expect(await screen.findByText('asks its count')).toBeInTheDocument();
  });
});
