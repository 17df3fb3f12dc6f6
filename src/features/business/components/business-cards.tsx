import { Empty, Flex, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import type { ReactNode } from 'react';
import { StatusTag } from '@/components/ui/status-tag';
import { businessCopy } from '@/copy';
import { distributionGear, distributionStatus } from '@/lib/enums/distribution';
import { orderStatus } from '@/lib/enums/order-status';
import { figureSentence } from '@/components/ui/short-figure';
import { formatCount } from '@/utils/number';
import type { DistributionFigures, MoneyFigures, OrderFigures } from '../api/business-schemas';
import { Figure } from './figure';

/** A card of figures, or 该项数据暂不可用 when the answer lacked its part. */
function FiguresCard<T>({
  title,
  figures,
  children,
}: {
  title: string;
  figures: T | null;
  children: (figures: T) => ReactNode;
}) {
  return (
    <SectionCard size="small" title={title} style={{ flex: '1 1 280px' }}>
      {figures === null ? (
        <Typography.Text type="secondary">{businessCopy.unavailable}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {children(figures)}
        </Flex>
      )}
    </SectionCard>
  );
}

/** All the member's paid orders and what they cost, in 万 or 亿 with the exact on hover. */
function PaidTotal({ orders }: { orders: OrderFigures }) {
  const { text, title } = figureSentence((read) =>
    businessCopy.paidTotal(read(orders.paidCount, 'count'), read(orders.paidAmount, 'money')),
  );
  return <Typography.Text title={title}>{text}</Typography.Text>;
}

export function OrdersFiguresCard({ figures }: { figures: OrderFigures | null }) {
  return (
    <FiguresCard title={businessCopy.ordersTitle} figures={figures}>
      {(orders) => (
        <>
          <Figure title={businessCopy.paidOrders} value={orders.count} last={orders.lastCount} />
          <Figure
            title={businessCopy.orderAmount}
            value={orders.amount}
            last={orders.lastAmount}
            kind="money"
          />
          <PaidTotal orders={orders} />
          <Flex vertical gap="small">
            <Typography.Text type="secondary">{businessCopy.byStatus}</Typography.Text>
            {orders.byStatus.length === 0 ? (
              <Typography.Text>{businessCopy.noOrders}</Typography.Text>
            ) : (
              <Flex wrap gap="small">
                {orders.byStatus.map(({ status, count }) => (
                  <StatusTag
                    key={status}
                    label={`${orderStatus.label(status)} ${formatCount(count)}`}
                    tone={orderStatus.tone(status)}
                  />
                ))}
              </Flex>
            )}
          </Flex>
        </>
      )}
    </FiguresCard>
  );
}

export function MoneyFiguresCard({ figures }: { figures: MoneyFigures | null }) {
  return (
    <FiguresCard title={businessCopy.moneyTitle} figures={figures}>
      {(money) => (
        <>
          <Figure
            title={businessCopy.income}
            value={money.income}
            last={money.lastIncome}
            kind="money"
          />
          <Figure
            title={businessCopy.expense}
            value={money.expense}
            last={money.lastExpense}
            kind="money"
          />
          <Figure title={businessCopy.balance} value={money.balance} kind="money" />
        </>
      )}
    </FiguresCard>
  );
}

export function DistributionFiguresCard({ figures }: { figures: DistributionFigures | null }) {
  return (
    <FiguresCard title={businessCopy.distributionTitle} figures={figures}>
      {(centre) =>
        centre.hasCentre === 0 ? (
          <Empty description={businessCopy.noCentre} />
        ) : (
          <>
            <Flex gap="middle" wrap>
              <Typography.Text>
                {businessCopy.gear}：{distributionGear.label(centre.gear)}
              </Typography.Text>
              <Typography.Text>
                {businessCopy.status}：{distributionStatus.label(centre.status)}
              </Typography.Text>
            </Flex>
            <Figure title={businessCopy.toSend} value={centre.toSend} />
            <Figure title={businessCopy.centreOrders} value={centre.orders} />
            <Figure title={businessCopy.centreAmount} value={centre.amount} kind="money" />
            <Figure title={businessCopy.sent} value={centre.sent} />
          </>
        )
      }
    </FiguresCard>
  );
}
