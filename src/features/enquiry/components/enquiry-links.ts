import { memberPath } from '@/config/paths';

const MY_ASK = memberPath('my_ask');

/** my_ask shows the list, one enquiry (?id=) or the new-enquiry form (?view=new). */
export const enquiryLinks = {
  list: MY_ASK,
  detail: (feedbackId: number) => `${MY_ASK}?${new URLSearchParams({ id: String(feedbackId) })}`,
  create: `${MY_ASK}?view=new`,
};
