import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { PrintHead } from './print-head';
import './print-area.css';

interface PrintSheet {
  printedAt: Date;
  details: readonly string[];
}

export interface PrintAreaControl {
  /** What the printout holds beyond its title, kept for the next print. */
  describe(details: readonly string[]): void;
  /** Writes the print time (and what was described) into the head, before the page prints. */
  stamp(): void;
}

export const PrintAreaContext = createContext<PrintAreaControl | null>(null);

interface PrintAreaProps {
  /** What is printed, in the head of every page: 订单详情, 收支明细. */
  title: string;
  children: ReactNode;
}

/**
 * The part of a screen that prints, as a document on A4: the rest of the page (header, menu,
 * toolbar, the list behind a drawer) is left out, and every printed page starts with the
 * platform's name and the print time. The head is the header of a layout table, which the
 * browser repeats on each page (it does not for a CSS table of divs); on screen the table is
 * plain blocks and its head hidden.
 * A PrintButton inside prints it; so does the browser's own print command.
 */
export function PrintArea({ title, children }: PrintAreaProps) {
  const [sheet, setSheet] = useState<PrintSheet | null>(null);
  const details = useRef<readonly string[]>([]);
  const stamp = useCallback(() => {
    // the head must be on the page before the browser lays it out for print
    flushSync(() => setSheet({ printedAt: new Date(), details: details.current }));
  }, []);
  const control = useMemo<PrintAreaControl>(
    () => ({
      describe: (next) => {
        details.current = next;
      },
      stamp,
    }),
    [stamp],
  );

  useEffect(() => {
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, [stamp]);

  return (
    <PrintAreaContext value={control}>
      <div className="print-area">
        <table className="print-area__frame" role="presentation">
          <thead>
            <tr>
              <td>
                <PrintHead
                  title={title}
                  printedAt={sheet?.printedAt ?? null}
                  details={sheet?.details ?? []}
                />
              </td>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{children}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </PrintAreaContext>
  );
}
