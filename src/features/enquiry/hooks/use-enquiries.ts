import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addEnquiryMessage, createEnquiry, getEnquiries, getEnquiry } from '../api/enquiry-api';
import { enquiryKeys } from '../api/enquiry-keys';
import type { EnquiryBody, EnquiryDetail, EnquiryQuery } from '../api/enquiry-schemas';

export function useEnquiries(query: EnquiryQuery) {
  return useQuery({
    queryKey: enquiryKeys.list(query),
    queryFn: () => getEnquiries(query),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(feedbackId: number) {
  return useQuery({
    queryKey: enquiryKeys.detail(feedbackId),
    queryFn: () => getEnquiry(feedbackId),
  });
}

/** The answer is the enquiry as stored: it becomes the detail's data, and the lists refresh. */
function useEnquiryMutation<Input>(mutationFn: (input: Input) => Promise<EnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => queryClient.setQueryData(enquiryKeys.detail(detail.feedbackId), detail),
    meta: { invalidates: [enquiryKeys.lists()] },
  });
}

export const useCreateEnquiry = () =>
  useEnquiryMutation(({ body, key }: { body: EnquiryBody; key: string }) =>
    createEnquiry(body, key),
  );

export const useAddEnquiryMessage = () => useEnquiryMutation(addEnquiryMessage);
