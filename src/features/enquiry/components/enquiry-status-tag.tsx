import { Tag } from 'antd';
import { enquiryStatusCopy } from '@/copy';
import type { EnquiryStatus } from '../api/enquiry-types';

const COLOURS: Record<EnquiryStatus, string> = {
  WAIT: 'orange',
  REPLIED: 'green',
  CLOSED: 'default',
};

export function EnquiryStatusTag({ status }: { status: EnquiryStatus }) {
  return <Tag color={COLOURS[status]}>{enquiryStatusCopy[status]}</Tag>;
}
