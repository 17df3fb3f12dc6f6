import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstIntent } from '../use-first-intent';

function Page({ onIntent }: { onIntent: () => void }) {
  useFirstIntent(onIntent);
  return <input aria-label="手机号" />;
}

describe('useFirstIntent', () => {
  it('acts once, on the first key, press or focus, and not before', () => {
    const onIntent = vi.fn();
    const { getByLabelText } = render(<Page onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();

    fireEvent.focusIn(getByLabelText('手机号'));
    fireEvent.keyDown(getByLabelText('手机号'), { key: '1' });
    fireEvent.pointerDown(document.body);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes away', () => {
    const onIntent = vi.fn();
    render(<Page onIntent={onIntent} />).unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(onIntent).not.toHaveBeenCalled();
  });
});
