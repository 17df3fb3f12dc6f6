import { lazy, Suspense } from 'react';
import { timedChunk } from '@/lib/chunk-recovery';
import type { ConsultationDialogProps } from './consultation-dialog';

const ConsultationDialog = lazy(
  timedChunk(() =>
    import('./consultation-dialog').then(({ ConsultationDialog: Dialog }) => ({
      default: Dialog,
    })),
  ),
);

/**
 * The booking and payment dialog, whose code (the form, the pay step) loads on its first
 * opening rather than with the screen.
 */
export function ConsultationDialogHost(props: ConsultationDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConsultationDialog {...props} />
    </Suspense>
  );
}
