import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { authCopy } from '@/copy';
import { openLoginTab, renderAtLogin } from './auth-test-utils';

it('debug', async () => {
  const { user } = renderAtLogin('/login');
  const panel = await openLoginTab(user, authCopy.codeLoginTab);
  await user.type(panel.getByLabelText(authCopy.phone), '13800000002');
  const button = panel.getByText(authCopy.getCode).closest('button')!;
  await user.click(button);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 300));
    console.log('STATE', i, button.className.includes('loading'), button.textContent);
  }
  void screen;
}, 60000);
