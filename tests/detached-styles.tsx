import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's CSS-in-JS rules go to a container outside the document. jsdom matches every rule of
 * every stylesheet in the document against each element whose style is computed, and the role
 * queries of the tests compute the style of every element: with antd's rules in the document
 * that is most of a test's run time. jsdom does no layout, so the rules change no outcome.
 */
const styleContainer = document.createElement('div');

export function DetachedStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={styleContainer}>{children}</StyleProvider>;
}
