import { Button, Form } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requiredRichText } from '@/lib/form-rules';
import { renderWithProviders } from '@tests/render';
import { RichTextField } from '../rich-text-field';

/** The editor has finished starting: its toolbar is built a microtask after it is created. */
const editorLoaded = () =>
  waitFor(() => expect(document.querySelector('.rich-text-editor__toolbar button')).not.toBeNull());

function Message({ disabled, onFinish }: { disabled?: boolean; onFinish?: () => void }) {
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <RichTextField
        name="content"
        label="留言内容"
        placeholder="请输入留言"
        rules={[requiredRichText('请填写留言内容')]}
        disabled={disabled}
      />
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

/** The editor's frame: greyed (`data-disabled`) while locked. */
const editorFrame = () => document.querySelector('.rich-text-editor');

describe('RichTextField', () => {
  it('shows its label and placeholder, and refuses an empty editor with its message', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<Message onFinish={onFinish} />);
    await editorLoaded();

    expect(screen.getByText('留言内容', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('请输入留言')).toBeInTheDocument();
    expect(editorFrame()).not.toHaveAttribute('data-disabled');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写留言内容')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('is greyed and locked while its form is sending', async () => {
    renderWithProviders(<Message disabled />);
    await editorLoaded();

    expect(editorFrame()).toHaveAttribute('data-disabled', 'true');
  });
});
