import { Button, Space } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { LabelTag } from '@/components/ui/status-tag';
import { addressCopy, commonCopy } from '@/copy';
import type { Address } from '../api/address-schemas';
import { formatAddress } from '../utils/format-address';

export interface AddressCardProps {
  address: Address;
  settingDefault: boolean;
  onMakeDefault(address: Address): void;
  onEdit(address: Address): void;
  onDelete(address: Address): void;
}

/** One saved address of member/my_address, with its actions. */
export function AddressCard({
  address,
  settingDefault,
  onMakeDefault,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const who = `${address.userName} ${address.phone}`;
  return (
    <SectionCard
      size="small"
      title={who}
      tag={address.isDefault === 1 && <LabelTag accent>{addressCopy.defaultTag}</LabelTag>}
      extra={
        <Space>
          {address.isDefault !== 1 && (
            <Button type="link" disabled={settingDefault} onClick={() => onMakeDefault(address)}>
              {addressCopy.makeDefault}
            </Button>
          )}
          <Button
            type="link"
            aria-label={`${addressCopy.edit} ${who}`}
            onClick={() => onEdit(address)}
          >
            {addressCopy.edit}
          </Button>
          <Button type="link" danger onClick={() => onDelete(address)}>
            {commonCopy.delete}
          </Button>
        </Space>
      }
    >
      {formatAddress(address)}
    </SectionCard>
  );
}
