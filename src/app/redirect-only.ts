import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * The parts of a route that only sends the visitor on: its loader redirects to `target(url)`,
 * and it renders nothing, said with `element: null` so the router does not warn of an empty page.
 */
export const redirectOnly = (target: (url: URL) => string) => ({
  element: null,
  loader: ({ request }: LoaderFunctionArgs) => redirect(target(new URL(request.url))),
});
