import { Empty, Skeleton } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { ordersCopy } from '@/copy';
import type { AfterConsult } from '../api/orders-schemas';
import { useAfterConsults } from '../hooks/use-orders';
import { ConsultForm } from './consult-form';

function ConsultMessage({ message }: { message: AfterConsult }) {
  const fromMember = message.fromPlatform === 0;
  return (
    <li
      className={
        fromMember
          ? 'consult-thread__message consult-thread__message--member'
          : 'consult-thread__message'
      }
    >
      <span className="consult-thread__author">
        {fromMember ? ordersCopy.consultFromMember : ordersCopy.consultFromPlatform}
      </span>
      <span className="consult-thread__time">{message.createTime}</span>
      <p className="consult-thread__content">{message.content}</p>
    </li>
  );
}

/** The conversation about one after-sales request, oldest first, and a box to add to it. */
export function ConsultThread({ afterId }: { afterId: number }) {
  const query = useAfterConsults(afterId);
  return (
    <section aria-label={ordersCopy.consultTitle}>
      <QueryState
        query={query}
        loading={<Skeleton active paragraph={{ rows: 2 }} />}
        isEmpty={(messages) => messages.length === 0}
        empty={<Empty description={ordersCopy.noConsult} />}
      >
        {(messages) => (
          <ol className="consult-thread">
            {messages.map((message) => (
              <ConsultMessage key={message.consultId} message={message} />
            ))}
          </ol>
        )}
      </QueryState>
      <ConsultForm afterId={afterId} />
    </section>
  );
}
