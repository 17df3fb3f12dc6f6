import { Empty, Flex, Table, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { LabelTag } from '@/components/ui/status-tag';
import { enumColumn } from '@/components/ui/table-columns';
import { staffCopy, warAreaCopy } from '@/copy';
import { staffPost } from '@/lib/enums/staff';
import type { Partition, PartitionPerson } from '../api/staff-schemas';

const peopleColumns = [
  { key: 'userName', title: staffCopy.name, dataIndex: 'userName' },
  enumColumn<PartitionPerson>('post', staffCopy.post, staffPost),
  { key: 'phone', title: staffCopy.phone, dataIndex: 'phone' },
];

const regionText = (area: Partition) =>
  area.region.map((district) => district.district).join(' / ');

/** One war area: where it lies, the districts it covers and the people working in it. */
export function PartitionCard({ area }: { area: Partition }) {
  return (
    <SectionCard size="small" title={area.partitionName}>
      <Flex vertical gap="middle">
        <Typography.Text>
          {warAreaCopy.region}：{regionText(area) || '—'}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">
            {warAreaCopy.districts(area.districts.length)}
          </Typography.Text>
          {area.districts.length === 0 ? (
            <Typography.Paragraph type="secondary">{warAreaCopy.noDistricts}</Typography.Paragraph>
          ) : (
            <Flex gap={4} wrap style={{ marginTop: 4 }}>
              {area.districts.map((district) => (
                <LabelTag key={district.districtId}>{district.district}</LabelTag>
              ))}
            </Flex>
          )}
        </div>
        <Table<PartitionPerson>
          size="small"
          rowKey="staffId"
          pagination={false}
          title={() => warAreaCopy.people(area.staff.length)}
          columns={peopleColumns}
          dataSource={area.staff}
          locale={{ emptyText: <Empty description={warAreaCopy.noPeople} /> }}
        />
      </Flex>
    </SectionCard>
  );
}
