import { Alert, Button, Flex, InputNumber, Modal, Table, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { serviceOrderCopy } from '@/copy';
import { useSubmission } from '@/lib/use-submission';
import type { ServiceOrderDetail, ServiceOrderGood } from '../api/service-order-schemas';
import { useSplitIntoParcels } from '../hooks/use-service-orders';
import {
  checkParcels,
  initialParcels,
  MIN_PARCELS,
  parcelName,
  toSubpackageBody,
  type ParcelDraft,
} from '../utils/subpackage';

interface SubpackageDialogProps {
  /** The order to split; the dialog is open while it is set. */
  order: ServiceOrderDetail | null;
  onClose(): void;
}

/** 拆分包裹: the quantity of each good in each parcel, checked before it is sent. */
export function SubpackageDialog({ order, onClose }: SubpackageDialogProps) {
  return (
    <Modal
      open={order !== null}
      title={serviceOrderCopy.subpackageTitle}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {order && <SubpackageForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function SubpackageForm({ order, onClose }: { order: ServiceOrderDetail; onClose(): void }) {
  const split = useSplitIntoParcels();
  const [parcels, setParcels] = useState<ParcelDraft>(() => initialParcels(order.goods));
  const [problems, setProblems] = useState<string[]>([]);

  const setNum = (parcel: number, line: number, num: number) =>
    setParcels((current) =>
      current.map((nums, index) =>
        index === parcel ? nums.map((value, at) => (at === line ? num : value)) : nums,
      ),
    );

  const send = useSubmission(
    () => split.mutateAsync(toSubpackageBody(order.orderId, order.goods, parcels)),
    onClose,
  );

  const submit = () => {
    const found = checkParcels(order.goods, parcels);
    setProblems(found);
    if (found.length === 0) void send.run();
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {serviceOrderCopy.subpackageHint}
      </Typography.Paragraph>
      <Table<ServiceOrderGood>
        size="small"
        rowKey="orderGoodId"
        pagination={false}
        dataSource={order.goods}
        columns={[
          { key: 'goodName', title: serviceOrderCopy.goodName, dataIndex: 'goodName' },
          { key: 'spec', title: serviceOrderCopy.spec, dataIndex: 'spec' },
          { key: 'num', title: serviceOrderCopy.num, dataIndex: 'num', align: 'right' },
        ]}
      />
      {parcels.map((nums, parcel) => (
        <SectionCard
          key={parcel}
          size="small"
          title={parcelName(parcel)}
          extra={
            parcels.length > MIN_PARCELS && (
              <Button
                size="small"
                type="link"
                danger
                aria-label={`${serviceOrderCopy.removeParcel} ${parcelName(parcel)}`}
                onClick={() => setParcels((current) => current.filter((_, at) => at !== parcel))}
              >
                {serviceOrderCopy.removeParcel}
              </Button>
            )
          }
        >
          <Flex gap="middle" wrap>
            {order.goods.map((good, line) => (
              <Flex key={good.orderGoodId} gap="small" align="center">
                <span aria-hidden>{good.goodName}</span>
                <InputNumber<number>
                  aria-label={serviceOrderCopy.parcelNum(parcelName(parcel), good.goodName)}
                  min={0}
                  max={good.num}
                  precision={0}
                  value={nums[line]}
                  onChange={(value) => setNum(parcel, line, value ?? 0)}
                />
              </Flex>
            ))}
          </Flex>
        </SectionCard>
      ))}
      <Button onClick={() => setParcels((current) => [...current, order.goods.map(() => 0)])}>
        {serviceOrderCopy.addParcel}
      </Button>
      {problems.length > 0 && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        />
      )}
      <Button type="primary" loading={send.pending} onClick={submit} block>
        {serviceOrderCopy.submit}
      </Button>
    </Flex>
  );
}
