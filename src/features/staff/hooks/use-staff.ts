import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  editStaffMember,
  getPartitions,
  getStaff,
  getStaffMember,
  linkStaff,
  unlinkStaff,
} from '../api/staff-api';
import { staffKeys } from '../api/staff-keys';
import type { StaffQuery, StaffTerms } from '../api/staff-schemas';

export function useStaff(query: StaffQuery) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => getStaff(query),
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(staffId: number) {
  return useQuery({ queryKey: staffKeys.member(staffId), queryFn: () => getStaffMember(staffId) });
}

export function usePartitions() {
  return useQuery({ queryKey: staffKeys.partitions(), queryFn: getPartitions });
}

/** A new staff member joins the lists and, when given one, the people of a war area. */
export function useLinkStaff() {
  return useMutation({
    mutationFn: linkStaff,
    meta: { invalidates: [staffKeys.lists(), staffKeys.partitions()] },
  });
}

export function useEditStaffMember(staffId: number) {
  return useMutation({
    mutationFn: (terms: StaffTerms) => editStaffMember(staffId, terms),
    meta: {
      invalidates: [staffKeys.member(staffId), staffKeys.lists(), staffKeys.partitions()],
    },
  });
}

/**
 * An unlinked staff member leaves the lists and their war area; their own detail is not asked
 * for again, as the screen showing it moves on to the list.
 */
export function useUnlinkStaff() {
  return useMutation({
    mutationFn: unlinkStaff,
    meta: { invalidates: [staffKeys.lists(), staffKeys.partitions()] },
  });
}
