// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useDebouncedRecognition } from '../use-debounced-recognition';

function setup() {
  const answers = new Map<string, (value: string) => void>();
  const recognise = vi.fn(
    (text: string) => new Promise<string>((resolve) => answers.set(text, resolve)),
  );
  const onResult = vi.fn();
  const hook = renderHook(() => useDebouncedRecognition(recognise, onResult, 2000));
  return { answers, recognise, onResult, hook };
}

describe('useDebouncedRecognition', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, 2000 ms after the last change, with the trimmed text', async () => {
    const { recognise, onResult, answers, hook } = setup();
    act(() => hook.result.current.schedule('张三'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => hook.result.current.schedule(' 张三 13800000000 '));
    act(() => vi.advanceTimersByTime(1999));
    expect(recognise).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(recognise).toHaveBeenCalledTimes(1);
    expect(recognise).toHaveBeenCalledWith('张三 13800000000');
    expect(hook.result.current.pending).toBe(true);

    await act(async () => answers.get('张三 13800000000')?.('parsed'));
    expect(onResult).toHaveBeenCalledWith('parsed', '张三 13800000000');
    expect(hook.result.current.pending).toBe(false);
  });

  it('drops a late answer for text that has changed since', async () => {
    const { recognise, onResult, answers, hook } = setup();
    act(() => hook.result.current.schedule('first'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => hook.result.current.schedule('second'));
    await act(async () => answers.get('first')?.('stale'));
    expect(onResult).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    await act(async () => answers.get('second')?.('fresh'));
    expect(recognise).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenCalledExactlyOnceWith('fresh', 'second');
  });

  it('does nothing for blank text', () => {
    const { recognise, hook } = setup();
    act(() => hook.result.current.schedule('   '));
    act(() => vi.advanceTimersByTime(5000));
    expect(recognise).not.toHaveBeenCalled();
  });

  it('does nothing once unmounted', () => {
    const { recognise, hook } = setup();
    act(() => hook.result.current.schedule('text'));
    hook.unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(recognise).not.toHaveBeenCalled();
  });
});
