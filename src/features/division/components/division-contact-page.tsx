import { Descriptions } from 'antd';
import { divisionPageCopy } from '@/copy';
import { useDivisionContact } from '../hooks/use-division-content';
import { QueryState } from '@/components/ui/query-state';

/** 联系我们: address, phone, e-mail and office hours. */
export function DivisionContactPage() {
  const query = useDivisionContact();
  const copy = divisionPageCopy.contact;
  return (
    <QueryState query={query}>
      {(contact) => (
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'address', label: copy.address, children: contact.address },
            { key: 'postcode', label: copy.postcode, children: contact.postcode },
            {
              key: 'phone',
              label: copy.phone,
              children: <a href={`tel:${contact.phone}`}>{contact.phone}</a>,
            },
            {
              key: 'email',
              label: copy.email,
              children: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
            },
            { key: 'hours', label: copy.hours, children: contact.hours },
          ]}
        />
      )}
    </QueryState>
  );
}
