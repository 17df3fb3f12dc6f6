import { within } from '@testing-library/react';

/** The cells' texts of the table in `part`, row by row, the header row left out. */
export const bodyCells = (part: HTMLElement) =>
  within(part)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
