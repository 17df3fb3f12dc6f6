import { useMutation, useQuery } from '@tanstack/react-query';
import { getMyDivisionMessages, leaveDivisionMessage } from '../api/division-api';
import { divisionKeys } from '../api/division-keys';
import type { DivisionMessageBody } from '../api/division-schemas';
import { useDivision } from './use-division';

/** The member's own messages to the chosen division. */
export function useMyDivisionMessages() {
  const division = useDivision();
  return useQuery({
    queryKey: divisionKeys.messages(division),
    queryFn: () => getMyDivisionMessages(division),
  });
}

export function useLeaveDivisionMessage() {
  const division = useDivision();
  return useMutation({
    mutationFn: (body: DivisionMessageBody) => leaveDivisionMessage(division, body),
    meta: { invalidates: [divisionKeys.messages(division)] },
  });
}
