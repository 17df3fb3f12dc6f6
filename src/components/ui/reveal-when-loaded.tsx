import { Skeleton } from 'antd';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { commonCopy } from '@/copy';
import './reveal-when-loaded.css';

/** How long the content waits for its first answers before it is shown as it is. */
export const REVEAL_WAIT_MS = 1000;

interface Held {
  /** One more part is waiting for its first answer; the function says it no longer is. */
  hold(): () => void;
}

const HeldContext = createContext<Held | null>(null);
/** Whether the content is held out of sight. */
const HoldingContext = createContext(false);

/**
 * Tells the enclosing RevealWhenLoaded, if any, that this part is waiting for its first answer,
 * so that the content is not shown before the answer has given the part its size. Returns
 * whether the content is held: a part need not draw its loading shape while it is not shown.
 */
export function useHoldReveal(waiting: boolean): boolean {
  const held = useContext(HeldContext);
  // a layout effect: counted in the same commit as the render that starts or ends the wait
  useLayoutEffect(() => (waiting && held ? held.hold() : undefined), [waiting, held]);
  return useContext(HoldingContext);
}

/**
 * Content whose parts load their data: shown once every part has its first answer (or after
 * REVEAL_WAIT_MS), a skeleton standing in meanwhile. Answers arriving one by one then resize the
 * parts out of sight, so nothing the member already sees is pushed down by a late answer.
 * Only the parts waiting as the content first renders hold it: later loads (another page, a
 * filter) show in place, as the parts show them.
 */
export function RevealWhenLoaded({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<'first' | 'held' | 'shown'>('first');
  const parts = useRef({ waiting: 0, rendered: false });
  const [held] = useState<Held>(() => ({
    hold() {
      parts.current.waiting += 1;
      // the parts' layout effects run before this component's: set before the first paint
      if (!parts.current.rendered) setPhase('held');
      return () => {
        parts.current.waiting -= 1;
        // decided once the commit is over: a part that ends its wait as another one starts
        // (a list shown once its filter options are in) holds the content on
        queueMicrotask(() => {
          if (parts.current.waiting > 0) return;
          setPhase((current) => (current === 'held' ? 'shown' : current));
        });
      };
    },
  }));

  useLayoutEffect(() => {
    parts.current.rendered = true;
    const timer = window.setTimeout(
      () => setPhase((current) => (current === 'held' ? 'shown' : current)),
      REVEAL_WAIT_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const holding = phase === 'held';
  return (
    <div className="reveal-when-loaded" aria-busy={holding || undefined}>
      {holding && (
        <div>
          <span className="visually-hidden">{commonCopy.loading}</span>
          <Skeleton active />
        </div>
      )}
      <div className={holding ? 'reveal-when-loaded__held' : undefined}>
        <HeldContext value={held}>
          <HoldingContext value={holding}>{children}</HoldingContext>
        </HeldContext>
      </div>
    </div>
  );
}
