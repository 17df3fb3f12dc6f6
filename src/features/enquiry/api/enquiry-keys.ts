import type { EnquiryQuery } from './enquiry-schemas';

export const enquiryKeys = {
  all: ['enquiry'] as const,
  lists: () => [...enquiryKeys.all, 'list'] as const,
  list: (query: EnquiryQuery) => [...enquiryKeys.lists(), query] as const,
  detail: (feedbackId: number) => [...enquiryKeys.all, 'detail', feedbackId] as const,
};
