import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, uploadCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { Uploader } from '../uploader';

const logIn = () => logInAs(SEEDED_MEMBER);

function Harness({ onChange }: { onChange: (urls: string[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <Uploader
      value={urls}
      onChange={(next) => {
        setUrls(next);
        onChange(next);
      }}
    />
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]');

describe('Uploader', () => {
  it('uploads several images, lists wrong types, and shows the server message', async () => {
    await logIn();
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness onChange={onChange} />);
    const field = input();
    expect(field).toHaveAttribute('accept', '.gif,.jpeg,.jpg,.png,.svg');
    expect(field).toHaveAttribute('multiple');

    await user.upload(field as HTMLInputElement, [
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'two.svg', { type: 'image/svg+xml' }),
      new File(['c'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(uploadCopy.wrongType('notes.txt'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(commonCopy.uploadSuccess)).toHaveLength(2));
    const images = screen.getAllByRole('img', { name: /已上传图片/ });
    expect(images).toHaveLength(2);
    expect(images[0].getAttribute('src')).toMatch(/^\/uploads\//);
    expect(onChange).toHaveBeenLastCalledWith([expect.any(String), expect.any(String)]);

    mockApi.failNext('POST', '/common/upload', { errorCode: '20703', errorMessage: '图片太大了' });
    await user.upload(
      input() as HTMLInputElement,
      new File(['d'], 'three.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        '图片太大了',
      ),
    );

    await user.click(screen.getByRole('button', { name: uploadCopy.remove(1) }));
    expect(screen.getAllByRole('img', { name: /已上传图片/ })).toHaveLength(1);
  });
});
