import { Form, Input } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCopy, commonCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import type { Send } from '@/lib/use-submission';
import { renderWithProviders } from '@tests/render';
import { FormDialog } from '../form-dialog';

interface Values {
  userBank: string;
}

/** The dialog, open; `send` answers every save and `onClose` is how its parent closes it. */
function Dialog({ send, onClose }: { send: Send<[Values]>; onClose(): void }) {
  return (
    <FormDialog<Values>
      open
      title={bankCopy.add}
      onClose={onClose}
      onSubmit={send}
      submitText={bankCopy.save}
      initialValues={{ userBank: '' }}
    >
      <Form.Item name="userBank" label={bankCopy.bank}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

/** A save that answers only when told to. */
function heldSave() {
  let answer: () => void = () => undefined;
  const send = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
  );
  return { send, answer: () => answer() };
}

describe('FormDialog', () => {
  it('sends a double click once, with the button busy until the answer, then asks to close with 操作成功', async () => {
    const user = userEvent.setup();
    const { send, answer } = heldSave();
    const onClose = vi.fn();
    renderWithProviders(<Dialog send={send} onClose={onClose} />);

    await user.type(screen.getByLabelText(bankCopy.bank), '招商银行');
    const save = screen.getByRole('button', { name: bankCopy.save });
    await user.dblClick(save);

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ userBank: '招商银行' });
    expect(save).toHaveClass('ant-btn-loading');
    answer();

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a double click once when the first click is answered at once', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithProviders(<Dialog send={send} onClose={onClose} />);

    await user.type(screen.getByLabelText(bankCopy.bank), '招商银行');
    await user.dblClick(screen.getByRole('button', { name: bankCopy.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends Enter pressed twice once', async () => {
    const user = userEvent.setup();
    const { send, answer } = heldSave();
    const onClose = vi.fn();
    renderWithProviders(<Dialog send={send} onClose={onClose} />);

    await user.type(screen.getByLabelText(bankCopy.bank), '招商银行');
    // both keys in one go, before the form can re-render as busy
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalled());
    answer();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stays open with what was typed when the save fails, says why, and can save again', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('network', commonCopy.serverException))
      .mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    renderWithProviders(<Dialog send={send} onClose={onClose} />);

    await user.type(screen.getByLabelText(bankCopy.bank), '招商银行');
    await user.click(screen.getByRole('button', { name: bankCopy.save }));

    expect(await screen.findByText(commonCopy.serverException)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(bankCopy.bank)).toHaveValue('招商银行');
    expect(screen.queryByText(commonCopy.operationSuccess)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: bankCopy.save })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: bankCopy.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when a check of its own refuses, and the button stays ready', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Dialog send={() => null} onClose={onClose} />);

    await user.type(screen.getByLabelText(bankCopy.bank), '招商银行');
    await user.click(screen.getByRole('button', { name: bankCopy.save }));

    expect(screen.getByRole('button', { name: bankCopy.save })).toBeEnabled();
    expect(screen.getByLabelText(bankCopy.bank)).toHaveValue('招商银行');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(commonCopy.operationSuccess)).not.toBeInTheDocument();
  });
});
