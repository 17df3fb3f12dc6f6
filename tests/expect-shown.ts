import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until `find` gives an element that is in the document. A form checks its fields again
 * when it is submitted, and antd then replaces a message shown while typing by a new one of the
 * same text: an element found before that check may be gone after it.
 */
export const expectShown = (find: () => HTMLElement): Promise<void> =>
  waitFor(() => expect(find()).toBeInTheDocument());
