import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { PartBoundary } from '../part-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('bad data');
  return <p>卡片内容</p>;
}

function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button onClick={() => setClicks(clicks + 1)}>导航 {clicks}</button>
      <PartBoundary>
        <Fragile />
      </PartBoundary>
    </>
  );
}

describe('PartBoundary', () => {
  it('keeps the rest of the page working when one part crashes, and 重试 renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // the page's own elements: an alert left by an earlier file of the worker is no part of it
    const screen = within(renderWithProviders(<Page />).container);

    expect(screen.getByRole('alert')).toHaveTextContent(commonCopy.partFailed);
    await userEvent.click(screen.getByRole('button', { name: '导航 0' }));
    expect(screen.getByRole('button', { name: '导航 1' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(screen.getByText('卡片内容')).toBeInTheDocument();
  });
});
