import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { divisionEndpoints } from '../api/division-endpoints';
import type { DivisionMessageBody } from '../api/division-schemas';
import { useDivision } from './use-division';

/** The member's own messages to the chosen division. */
export function useMyDivisionMessages() {
  const division = useDivision();
  return useQuery(endpointQuery(divisionEndpoints.messages, { path: { division } }));
}

/** A message to the chosen division; the member's messages to it refresh. */
export function useLeaveDivisionMessage() {
  const division = useDivision();
  return useMutation({
    mutationFn: (body: DivisionMessageBody) =>
      apiClient.call(divisionEndpoints.leaveMessage, { path: { division }, body }),
    meta: { invalidates: [endpointKey(divisionEndpoints.messages, { path: { division } })] },
  });
}
