import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getFeedback } from '@/lib/feedback';

/** A dialog raised on one page (an error code's) does not follow the member to the next. */
export function useCloseDialogsOnLeave(): void {
  const { pathname } = useLocation();
  useEffect(() => () => getFeedback().closeDialogs(), [pathname]);
}
