import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import type { DataChanges } from '@/lib/query-changes';
import { staffEndpoints } from '../api/staff-endpoints';
import type { LinkStaffBody, StaffQuery, StaffTerms } from '../api/staff-schemas';

export function useStaff(query: StaffQuery) {
  return useQuery({
    ...endpointQuery(staffEndpoints.staff, { query }),
    placeholderData: keepPreviousData,
  });
}

const staffMemberQuery = (staffId: number) =>
  endpointQuery(staffEndpoints.member, { path: { staffId } });

export function useStaffMember(staffId: number) {
  return useQuery(staffMemberQuery(staffId));
}

export function usePartitions() {
  return useQuery(endpointQuery(staffEndpoints.partitions));
}

/** A war area lists its people: a change of staff changes the lists and the war areas. */
const staffLists = [endpointKey(staffEndpoints.staff), endpointKey(staffEndpoints.partitions)];
const changesStaff: DataChanges = { invalidates: staffLists };

/** A new staff member joins the lists and, when given one, the people of a war area. */
export function useLinkStaff() {
  return useMutation({
    mutationFn: (body: LinkStaffBody) => apiClient.call(staffEndpoints.link, { body }),
    meta: changesStaff,
  });
}

export function useEditStaffMember(staffId: number) {
  return useMutation({
    mutationFn: (body: StaffTerms) =>
      apiClient.call(staffEndpoints.edit, { path: { staffId }, body }),
    meta: { invalidates: [staffMemberQuery(staffId).queryKey, ...staffLists] },
  });
}

/**
 * An unlinked staff member leaves the lists and their war area; their own detail is not asked
 * for again, as the screen showing it moves on to the list.
 */
export function useUnlinkStaff() {
  return useMutation({
    mutationFn: (staffId: number) => apiClient.call(staffEndpoints.unlink, { path: { staffId } }),
    meta: changesStaff,
  });
}
