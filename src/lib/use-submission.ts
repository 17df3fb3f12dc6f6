import { useRef, useState } from 'react';
import { commonCopy } from '@/copy';
import { getFeedback } from './feedback';
import { reportUnshownError } from './report-unshown-error';
import { useSingleFlight } from './use-single-flight';

/**
 * What a form sends: the request, or null when a check of the form's own refused before
 * anything was sent (the form says why).
 */
export type Send<Args extends unknown[]> = (...args: Args) => Promise<unknown> | null;

/**
 * A form's submission, one at a time through useSingleFlight (a double click or Enter pressed
 * again sends once): `success` (操作成功 unless given) and `onDone`, with what was sent, once the
 * server has it; on
 * a failure the form stays as it was, and a failure the API client did not show is shown.
 * `pending` is true only while a request is out, so a refusal before sending never shows the
 * button busy.
 */
export function useSubmission<Args extends unknown[]>(
  send: Send<Args>,
  onDone: (...args: Args) => void,
  success: string = commonCopy.operationSuccess,
) {
  const flight = useSingleFlight(
    (...args: Args) =>
      send(...args)?.then(
        () => true,
        (error: unknown) => {
          reportUnshownError(error);
          return false;
        },
      ) ?? null,
  );

  const run = async (...args: Args): Promise<void> => {
    // the flight is over (the form free again) before the success is shown and acted on
    if (!(await flight.run(...args))) return;
    getFeedback().toastSuccess(success);
    onDone(...args);
  };

  return { run, pending: flight.pending };
}

/** How many times the dialog has been opened: a new opening starts afresh. */
function useOpenings(open: boolean): number {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return openings;
}

/**
 * A dialog's submission: as useSubmission, and once saved nothing more is sent until the
 * dialog opens again, as a closing dialog stays on screen while it fades out and the second
 * click of a double click can land there after a quick answer. `locked` keeps the form
 * disabled meanwhile; `openings` keys a form that must start empty on each opening.
 */
export function useDialogSubmission<Args extends unknown[]>(
  open: boolean,
  send: Send<Args>,
  close: () => void,
) {
  const openings = useOpenings(open);
  const savedIn = useRef<number | null>(null);
  const [lockedIn, setLockedIn] = useState<number | null>(null);
  const submission = useSubmission(
    (...args: Args) => (savedIn.current === openings ? null : send(...args)),
    () => {
      savedIn.current = openings;
      setLockedIn(openings);
      close();
    },
  );
  return { ...submission, locked: lockedIn === openings, openings };
}
