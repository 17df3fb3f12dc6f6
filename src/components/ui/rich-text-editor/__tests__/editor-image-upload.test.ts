// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, uploadCopy } from '@/copy';
import { setFeedback } from '@/lib/feedback';
import { uploadFile } from '@/lib/upload-api';
import { fakeFeedback } from '@tests/fake-feedback';
import { mockServer } from '@tests/mock-backend';
import { pickedFile } from '@tests/picked-files';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { createEditorImageUpload } from '../editor-image-upload';

const MB = 1024 * 1024;
const image = (name = 'photo.png', size?: number) => pickedFile(name, 'png', { size });

function setUp(upload: (file: File) => Promise<string> = async () => '/uploads/x.png') {
  const feedback = { toastError: vi.fn(), toastSuccess: vi.fn() };
  const insert = vi.fn();
  const spy = vi.fn(upload);
  const { uploadOne } = createEditorImageUpload({ upload: spy, feedback });
  return { feedback, insert, upload: spy, uploadOne };
}

describe('editor image upload', () => {
  it('uploads an allowed image and inserts its URL with the name as alt text', async () => {
    const { feedback, insert, upload, uploadOne } = setUp();
    await uploadOne(image('门店.png'), insert);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith('/uploads/x.png', '门店', '');
    expect(feedback.toastSuccess).toHaveBeenCalledWith(commonCopy.uploadSuccess);
  });

  it('refuses a wrong type, a too big file or an impostor with a Chinese message, without sending', async () => {
    const { feedback, insert, upload, uploadOne } = setUp();
    await uploadOne(
      pickedFile('合同.pdf', { text: '%PDF-1.4' }, { type: 'application/pdf' }),
      insert,
    );
    await uploadOne(image('大图.png', 5 * MB + 1), insert);
    await uploadOne(pickedFile('页面.svg', 'html'), insert);
    expect(feedback.toastError.mock.calls).toEqual([
      [uploadCopy.wrongType('合同.pdf')],
      [uploadCopy.tooLarge('大图.png', 5)],
      [uploadCopy.contentMismatch('页面.svg')],
    ]);
    expect(upload).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('sends one file at a time: the next waits until the previous has finished', async () => {
    const order: string[] = [];
    let release = () => {};
    const { insert, uploadOne } = setUp(async (file) => {
      order.push(`start ${file.name}`);
      if (file.name === 'a.png') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${file.name}`);
      return `/uploads/${file.name}`;
    });
    const first = uploadOne(image('a.png'), insert);
    const second = uploadOne(image('b.png'), insert);
    await vi.waitFor(() => expect(order).toEqual(['start a.png']));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start a.png', 'end a.png', 'start b.png', 'end b.png']);
    expect(insert.mock.calls.map(([src]) => src)).toEqual(['/uploads/a.png', '/uploads/b.png']);
  });

  it('keeps going after a failed upload', async () => {
    const { insert, uploadOne } = setUp(async (file) => {
      if (file.name === 'a.png') throw new Error('boom');
      return '/uploads/b.png';
    });
    await expect(uploadOne(image('a.png'), insert)).rejects.toThrow('boom');
    await uploadOne(image('b.png'), insert);
    expect(insert).toHaveBeenCalledWith('/uploads/b.png', 'b', '');
  });

  it('posts through the app client as multipart field "file" to /common/upload', async () => {
    await logInAs(SEEDED_MEMBER);
    const seen: string[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/common/upload')) return;
      const form = await request.clone().formData();
      for (const [field, value] of form.entries()) {
        seen.push(`${field}:${typeof value === 'string' ? 'text' : 'file'}`);
      }
    });
    const { insert, uploadOne } = setUp((file) => uploadFile(file));
    await uploadOne(image('logo.png'), insert);
    // jsdom's XMLHttpRequest drops the file name, so only the field and its kind are checked.
    expect(seen).toEqual(['file:file']);
    expect(insert).toHaveBeenCalledWith(expect.stringMatching(/^\/uploads\/.+\.png$/), 'logo', '');
  });

  it('shows a lost connection, which the API client leaves unshown', async () => {
    await logInAs(SEEDED_MEMBER);
    mockServer.use(http.post('*/common/upload', () => HttpResponse.error()));
    const shown = fakeFeedback();
    setFeedback(shown);
    try {
      const { insert, uploadOne } = setUp((file) => uploadFile(file));
      await uploadOne(image('a.png'), insert);
      expect(insert).not.toHaveBeenCalled();
      expect(shown.toastError).toHaveBeenCalledWith(commonCopy.serverException);
    } finally {
      setFeedback(null);
    }
  });
});
