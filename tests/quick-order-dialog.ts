import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { quickOrderCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from './render-app';

/**
 * Opens 批量下单 on a screen as the seeded member. The dialog's code loads with the first click;
 * antd's ids are all one in tests, so the dialog is found by its field rather than its title.
 */
export async function openQuickOrder(user: UserEvent, url = '/my_cart'): Promise<HTMLElement> {
  await renderApp(url, { loggedInAs: SEEDED_MEMBER });
  await user.click(await screen.findByRole('button', { name: quickOrderCopy.open }));
  const field = await screen.findByRole(
    'textbox',
    { name: quickOrderCopy.pasteLabel },
    { timeout: 5000 },
  );
  const dialog = field.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the field is not in a dialog');
  return dialog;
}
