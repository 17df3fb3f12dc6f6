import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's CSS-in-JS rules go to a container outside the document. jsdom matches every rule of
 * every stylesheet in the document against each element whose style is computed, and the role
 * queries of the tests compute the style of every element: with antd's rules in the document
 * that is most of a test's run time. jsdom does no layout, so the rules change no outcome.
 */
const styleContainer = document.createElement('div');

/**
 * The styles antd has worked out stay worked out for the rest of the worker's files. antd drops
 * a component's styles (and the theme's tokens) from its cache once nothing mounted uses them, so
 * every test, which starts from an empty page, would compute them all again: a large part of a
 * render in jsdom, for rules that change no outcome here. Kept, they are the same rules for the
 * same theme (the cache is keyed by theme and component).
 */
const styleCache = createCache();
const updateStyleCache = styleCache.opUpdate.bind(styleCache);
styleCache.opUpdate = (key, update) =>
  updateStyleCache(key, (previous) => {
    const next = update(previous);
    // [users, value]: nothing mounted uses it any more, but it stays for the next render
    return next === null && previous ? [0, previous[1]] : next;
  });

export function DetachedStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={styleContainer} cache={styleCache}>
      {children}
    </StyleProvider>
  );
}
