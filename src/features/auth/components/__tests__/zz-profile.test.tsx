import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { authCopy } from '@/copy';
import { openLoginTab, renderAtLogin } from './auth-test-utils';

it('profile', async () => {
  let t = performance.now();
  const lap = (label: string) => { const n = performance.now(); console.log(label, Math.round(n - t)); t = n; };
  const { user } = renderAtLogin('/login');
  lap('render');
  const panel = await openLoginTab(user, authCopy.staffLoginTab);
  lap('tab');
  const input = panel.getByLabelText(authCopy.staffAccount);
  lap('label');
  await user.type(input, ' staff01 ');
  lap('type');
  panel.getByRole('button', { name: authCopy.login });
  lap('getByRole button');
  panel.getByRole('button', { name: authCopy.login, hidden: true });
  lap('getByRole hidden');
  screen.getAllByRole('tab', { hidden: true });
  lap('tabs hidden');
  screen.getByText(authCopy.staffLoginTab);
  lap('text');
  await user.click(panel.getByText(authCopy.login, { selector: 'button *' }));
  lap('click');
}, 60000);
