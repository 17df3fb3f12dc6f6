import { useDetailParam } from '@/lib/use-detail-param';
import { useUrlParam } from '@/lib/use-url-param';
import { EnquiryDetailView } from './enquiry-detail';
import { EnquiryList } from './enquiry-list';
import { NewEnquiryForm } from './new-enquiry-form';

/** member/my_ask: the enquiries, one enquiry (?id=) or the new-enquiry form (?view=new). */
export function MyAskPage() {
  const view = useUrlParam('view');
  const { id: feedbackId } = useDetailParam('id', 'push');
  if (view === 'new') return <NewEnquiryForm />;
  if (feedbackId !== undefined)
    return <EnquiryDetailView key={feedbackId} feedbackId={feedbackId} />;
  return <EnquiryList />;
}
