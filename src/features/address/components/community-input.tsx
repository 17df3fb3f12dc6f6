import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import { addressCopy } from '@/copy';
import { useDistrictLists, useDistricts } from '../hooks/use-districts';
import type { CommunityPick } from '../utils/address-form';

export interface CommunityInputProps {
  /** The chosen street; its villages and their communities are offered. */
  streetId: number;
  value: string;
  onType(text: string): void;
  onPick(pick: CommunityPick): void;
  id?: string;
}

interface CommunityOption extends CommunityPick {
  value: string;
  label: string;
}

interface VillageGroup {
  label: string;
  options: CommunityOption[];
}

/** 小区: searchable among the communities under the street, free text allowed. */
export function CommunityInput({ streetId, value, onType, onPick, id }: CommunityInputProps) {
  const villages = useDistricts(streetId).data;
  const villageIds = useMemo(
    () => (streetId > 0 ? (villages ?? []).map((village) => village.districtId) : []),
    [streetId, villages],
  );
  const communities = useDistrictLists(villageIds).lists;
  const groups = useMemo(
    () =>
      (villages ?? []).map((village) => ({
        label: village.district,
        options: (communities.get(village.districtId) ?? []).map((community): CommunityOption => ({
          value: community.district,
          label: community.district,
          village: village.district,
          villageId: village.districtId,
          community: community.district,
          communityId: community.districtId,
        })),
      })),
    [villages, communities],
  );

  return (
    <AutoComplete<string, CommunityOption | VillageGroup>
      id={id}
      value={value}
      options={streetId > 0 ? groups : []}
      placeholder={addressCopy.communityPlaceholder}
      allowClear
      filterOption={(input, option) =>
        Boolean(option && 'value' in option && option.value.includes(input.trim()))
      }
      onChange={(text: string) => onType(text)}
      onSelect={(_: string, option: CommunityOption | VillageGroup) => {
        if ('communityId' in option) {
          const { village, villageId, community, communityId } = option;
          onPick({ village, villageId, community, communityId });
        }
      }}
    />
  );
}
