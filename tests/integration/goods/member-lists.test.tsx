import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
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
