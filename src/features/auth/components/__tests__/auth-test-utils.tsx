import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SMS_RESEND_SECONDS } from '@/config/constants';
import { paths } from '@/config/paths';
import { authCopy } from '@/copy';
import { mockServer } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { LoginPage } from '../login-page';

/** Shows where the router is, so a test can see navigation happen. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * Renders the app's providers and a router at `route` with the login page at /login and a
 * stand-in for /home; `elements` replaces what a path shows.
 */
export function renderAtLogin(route: string, elements: Record<string, ReactElement> = {}) {
  const user = userEvent.setup();
  const routes: Record<string, ReactElement> = {
    [paths.login]: <LoginPage />,
    [paths.home]: <h1>home</h1>,
    ...elements,
  };
  const result = renderWithProviders(
    <>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return { user, ...result };
}

/** The login page in a view whose form loads lazily (?mode=register or ?mode=password). */
export async function renderAuthMode(route: string) {
  const rendered = renderAtLogin(route);
  await screen.findByLabelText(authCopy.phone);
  return rendered;
}

/** The API paths requested so far, and those answered, as 'METHOD path'. */
export function trackRequests() {
  const sent: string[] = [];
  const answered: string[] = [];
  const describe = (request: Request) =>
    `${request.method} ${new URL(request.url).pathname.replace(/^\/+/, '')}`;
  const onSent = ({ request }: { request: Request }) => void sent.push(describe(request));
  const onAnswered = ({ request }: { request: Request }) => void answered.push(describe(request));
  mockServer.events.on('request:start', onSent);
  mockServer.events.on('response:mocked', onAnswered);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', onSent);
    mockServer.events.removeListener('response:mocked', onAnswered);
  });
  return { sent, answered };
}

/** The panel of the login tab with this label, after selecting it. */
export async function openLoginTab(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('tab', { name: label }));
  return within(screen.getByRole('tabpanel', { name: label }));
}

export async function submitPasswordLogin(
  user: ReturnType<typeof userEvent.setup>,
  phone: string,
  password: string,
) {
  const panel = await openLoginTab(user, authCopy.passwordLoginTab);
  await user.type(panel.getByLabelText(authCopy.phone), phone);
  await user.type(panel.getByLabelText(authCopy.password), password);
  await user.click(panel.getByRole('button', { name: authCopy.login }));
  return panel;
}

/** Whether a button's name is the resend countdown at any second of it. */
export const isCountdownLabel = (name: string): boolean =>
  Array.from({ length: SMS_RESEND_SECONDS }, (_, index) => authCopy.resendIn(index + 1)).includes(
    name,
  );
