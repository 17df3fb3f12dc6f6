import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@tests/render';
import { ReplyForm } from '../reply-form';

const form = (onSend: (content: string) => Promise<unknown>) => (
  <ReplyForm
    label="留言内容"
    placeholder="请输入留言"
    requiredMessage="请填写留言内容"
    sendLabel="发送"
    sentMessage="已发送"
    onSend={onSend}
  />
);

const box = () => screen.getByRole('textbox', { name: '留言内容' });
const sendButton = () => screen.getByRole('button', { name: '发送' });

/** A send that waits until the test lets it answer. */
function heldSend(outcome: 'answer' | 'fail') {
  let release = () => {};
  const onSend = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        release = () => (outcome === 'answer' ? resolve() : reject(new ApiError('network', '')));
      }),
  );
  return { onSend, release: () => release() };
}

describe('ReplyForm', () => {
  it('refuses a message of spaces alone with its 请填写 message, and sends nothing', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    renderWithProviders(form(onSend));

    await userEvent.type(box(), '   ');
    await userEvent.click(sendButton());

    expect(await screen.findByText('请填写留言内容')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the message trimmed, once for a double click, busy while it goes, then clears the box', async () => {
    const { onSend, release } = heldSend('answer');
    renderWithProviders(form(onSend));

    await userEvent.type(box(), '  明天上午在家 ');
    await userEvent.dblClick(sendButton());

    await waitFor(() => expect(box()).toBeDisabled());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('明天上午在家');
    release();
    expect(await screen.findByText('已发送')).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(box()).toBeEnabled();
  });

  it('keeps what was typed when the message could not be sent', async () => {
    const { onSend, release } = heldSend('fail');
    renderWithProviders(form(onSend));

    await userEvent.type(box(), '明天上午在家');
    await userEvent.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    release();

    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toHaveValue('明天上午在家');
    expect(screen.queryByText('已发送')).toBeNull();
  });
});
