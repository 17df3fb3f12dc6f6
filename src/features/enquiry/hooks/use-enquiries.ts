import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { enquiryEndpoints } from '../api/enquiry-endpoints';
import type {
  EnquiryBody,
  EnquiryDetail,
  EnquiryFollowUp,
  EnquiryQuery,
} from '../api/enquiry-schemas';

export function useEnquiries(query: EnquiryQuery) {
  return useQuery({
    ...endpointQuery(enquiryEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(feedbackId: number) {
  return useQuery(endpointQuery(enquiryEndpoints.detail, { path: { feedbackId } }));
}

/** The answer is the enquiry as stored: it becomes the detail's data, and the lists refresh. */
function useEnquiryMutation<Input>(mutationFn: (input: Input) => Promise<EnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) =>
      queryClient.setQueryData(
        endpointKey(enquiryEndpoints.detail, { path: { feedbackId: detail.feedbackId } }),
        detail,
      ),
    meta: changesOf(enquiryEndpoints.list),
  });
}

/** One idempotency key per 提交 intent, so a resent form is stored once. */
export const useCreateEnquiry = () =>
  useEnquiryMutation(({ body, key }: { body: EnquiryBody; key: string }) =>
    apiClient.call(enquiryEndpoints.create, { body, idempotencyKey: key }),
  );

export const useAddEnquiryMessage = () =>
  useEnquiryMutation(({ feedbackId, content }: EnquiryFollowUp) =>
    apiClient.call(enquiryEndpoints.addMessage, { path: { feedbackId }, body: { content } }),
  );
