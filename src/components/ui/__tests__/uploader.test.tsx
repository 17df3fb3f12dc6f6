import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, uploadCopy } from '@/copy';
import { mockApi, mockServer } from '@tests/mock-backend';
import { pickedFile } from '@tests/picked-files';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { uploadEndpoints } from '@/lib/upload-endpoints';
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
      pickedFile('one.png', 'png'),
      pickedFile('two.svg', 'svg'),
      pickedFile('notes.txt', { text: 'a' }, { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(uploadCopy.wrongType('notes.txt'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(commonCopy.uploadSuccess)).toHaveLength(2));
    const images = screen.getAllByRole('img', { name: /已上传图片/ });
    expect(images).toHaveLength(2);
    expect(images[0].getAttribute('src')).toMatch(/^\/uploads\//);
    expect(onChange).toHaveBeenLastCalledWith([expect.any(String), expect.any(String)]);

    mockApi.failNext(uploadEndpoints.upload, { errorCode: '20703', errorMessage: '图片太大了' });
    await user.upload(input() as HTMLInputElement, pickedFile('three.png', 'png'));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        '图片太大了',
      ),
    );

    await user.click(screen.getByRole('button', { name: uploadCopy.remove(1) }));
    expect(screen.getAllByRole('img', { name: /已上传图片/ })).toHaveLength(1);
  });

  it('sends nothing whose bytes are not the image it claims to be, or whose type is unknown', async () => {
    await logIn();
    const sent: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/common/upload')) sent.push(request.url);
    });
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness onChange={onChange} />);

    await user.upload(input() as HTMLInputElement, [
      pickedFile('page.svg', 'html'),
      pickedFile('page.png', 'html'),
      pickedFile('photo.png', 'png', { type: '' }),
    ]);
    expect(await screen.findByText(uploadCopy.contentMismatch('page.svg'))).toBeInTheDocument();
    expect(await screen.findByText(uploadCopy.contentMismatch('page.png'))).toBeInTheDocument();
    expect(await screen.findByText(uploadCopy.unknownType('photo.png'))).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an uploaded SVG only as an image, never as a link to open it', async () => {
    await logIn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.upload(input() as HTMLInputElement, pickedFile('logo.svg', 'svg'));
    const image = await screen.findByRole('img', { name: uploadCopy.imageAlt(1) });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toMatch(/^\/uploads\/.+\.svg$/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts files picked together against the limit in the order they were picked', async () => {
    await logIn();
    const user = userEvent.setup();
    renderWithProviders(<Uploader value={[]} onChange={vi.fn()} maxCount={1} />);
    await user.upload(input() as HTMLInputElement, [
      pickedFile('first.png', 'png'),
      pickedFile('second.png', 'png'),
    ]);
    expect(await screen.findByText(uploadCopy.tooMany(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(commonCopy.uploadSuccess)).toBeInTheDocument());
  });
});
