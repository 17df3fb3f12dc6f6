import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { readHistory, recordView } from '@/features/goods/utils/browse-history';

describe('favourites and browse history', () => {
  it('my_collect lists the favourites and removes one', async () => {
    const user = userEvent.setup();
    await renderApp('/member/my_collect', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('link', { name: '农夫山泉饮用天然水' })).toHaveAttribute(
      'href',
      '/storage_detail?id=51',
    );
    await user.click(
      screen.getByRole('button', { name: `${goodsCopy.removeFavourite} 一次性医用外科口罩` }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '一次性医用外科口罩' })).not.toBeInTheDocument(),
    );
    expect(mockApi.snapshot().favourites.map((row) => row.goodId)).toEqual([3, 51]);
  });

  it('my_collect edits a favourite’s note: checked in Chinese, kept when refused, then listed', async () => {
    const user = userEvent.setup();
    await renderApp('/member/my_collect', { loggedInAs: SEEDED_MEMBER });
    expect(
      await screen.findByText(`${goodsCopy.favouriteNote}：门店防疫物资，每月补货`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: goodsCopy.editNoteOf('天章A4复印纸70g') }));
    const dialog = await screen.findByRole('dialog', { name: goodsCopy.noteTitle });
    const note = within(dialog).getByLabelText(goodsCopy.favouriteNote);
    expect(note).toHaveValue('');
    const save = within(dialog).getByRole('button', { name: goodsCopy.saveNote });

    await user.click(note);
    await user.paste('纸'.repeat(101));
    await user.click(save);
    expect(await within(dialog).findByText(goodsCopy.noteTooLong)).toBeInTheDocument();
    expect(note).toHaveValue('纸'.repeat(101));

    await user.clear(note);
    await user.type(note, '会议室打印用');
    mockApi.failNext(goodsEndpoints.favouriteNote, {
      errorCode: '20103',
      errorMessage: '该商品不在您的收藏中',
    });
    await user.click(save);
    expect(await screen.findByText('该商品不在您的收藏中')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(goodsCopy.favouriteNote)).toHaveValue('会议室打印用');

    await user.click(save);
    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    expect(await screen.findByText(`${goodsCopy.favouriteNote}：会议室打印用`)).toBeInTheDocument();
    expect(mockApi.snapshot().favourites.find((row) => row.goodId === 3)?.remark).toBe(
      '会议室打印用',
    );
  });

  it('my_view shows the member’s history and clears it after confirmation', async () => {
    const user = userEvent.setup();
    const viewed = { goodImg: '/goods/food-1.svg', viewedAt: '2024-06-20T02:00:00.000Z' };
    recordView(1, { ...viewed, goodId: 52, goodName: '怡宝纯净水', price: 2990 });
    recordView(2, { ...viewed, goodId: 55, goodName: '奥利奥夹心饼干', price: 2590 });
    await renderApp('/member/my_view', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('link', { name: '怡宝纯净水' })).toBeInTheDocument();
    expect(screen.queryByText('奥利奥夹心饼干')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: goodsCopy.clearHistory }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '怡宝纯净水' })).not.toBeInTheDocument(),
    );
    expect(readHistory(1)).toEqual([]);
    expect(readHistory(2)).toHaveLength(1);
  });
});
