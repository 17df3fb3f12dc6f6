import { memberPath } from '@/config/paths';

const MY_ASK = memberPath('my_ask');

/** my_ask shows the list, one enquiry (?id=, useDetailParam's) or the new-enquiry form (?view=new). */
export const enquiryLinks = {
  list: MY_ASK,
  create: `${MY_ASK}?view=new`,
};
