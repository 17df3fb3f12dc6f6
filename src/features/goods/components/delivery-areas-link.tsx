import { Button, Flex, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { LabelTag, StatusTag } from '@/components/ui/status-tag';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { commonCopy, goodsCopy } from '@/copy';
import type { DistrictName } from '@/lib/district-schema';
import { useGoodDistricts } from '../hooks/use-goods';

function AreaTags({ areas }: { areas: DistrictName[] }) {
  return (
    <Flex wrap gap="small">
      {areas.map((area) => (
        <LabelTag key={area.districtId}>{area.district}</LabelTag>
      ))}
    </Flex>
  );
}

/** 可配送区域: a link that opens the good's deliverable areas (an empty list is 全国). */
export function DeliveryAreasLink({ goodId }: { goodId: number }) {
  const [open, setOpen] = useState(false);
  const query = useGoodDistricts(goodId, open);

  return (
    <>
      <Button type="link" onClick={() => setOpen(true)}>
        {goodsCopy.deliverableAreas}
      </Button>
      <Modal
        title={goodsCopy.deliverableAreas}
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{commonCopy.close}</Button>}
      >
        <PartBoundary>
          <QueryState query={query} loading={<Skeleton active paragraph={{ rows: 1 }} />}>
            {(data) => (
              <Flex vertical gap="middle">
                {data.districtList.length === 0 ? (
                  <StatusTag label={goodsCopy.nationwide} tone="success" />
                ) : (
                  <AreaTags areas={data.districtList} />
                )}
                {data.specialDistrictList.length > 0 && (
                  <section>
                    <h3 className="delivery-areas__heading">{goodsCopy.specialAreas}</h3>
                    <AreaTags areas={data.specialDistrictList} />
                  </section>
                )}
              </Flex>
            )}
          </QueryState>
        </PartBoundary>
      </Modal>
    </>
  );
}
