import { isPhoneNumber } from '@/utils/phone';
import type { Address, AddressInput, IdentifiedAddress } from '../api/address-schemas';
import { emptyRegions, type AddressRegions } from '@/lib/region-schema';
import { applyRegionValue, type RegionValue } from './region-value';

/** The cascader of the address form shows province, city, area and street (SPEC section 5). */
export const FORM_REGION_DEPTH = 4;

/** What the address form holds while the member types. */
export interface AddressDraft extends AddressRegions {
  userName: string;
  phone: string;
  entrance: string;
  detailedAddress: string;
  isDefault: boolean;
  autoAddress: string;
}

export type DraftTextField = 'userName' | 'phone' | 'entrance' | 'detailedAddress' | 'autoAddress';

/** A community chosen from the list, with the village it belongs to. */
export interface CommunityPick {
  village: string;
  villageId: number;
  community: string;
  communityId: number;
}

export const emptyDraft = (): AddressDraft => ({
  ...emptyRegions(),
  userName: '',
  phone: '',
  entrance: '',
  detailedAddress: '',
  isDefault: false,
  autoAddress: '',
});

/** A saved address as the form holds it, for editing. */
export const draftOf = (address: Address): AddressDraft => {
  const { userAddressId, isDefault, ...fields } = address;
  void userAddressId;
  return { ...fields, isDefault: isDefault === 1 };
};

export const changeRegion = (draft: AddressDraft, value: RegionValue): AddressDraft => ({
  ...draft,
  ...applyRegionValue(draft, value, FORM_REGION_DEPTH),
});

/** Free text in the community box: it no longer names a known community. */
export const typeCommunity = (draft: AddressDraft, text: string): AddressDraft => ({
  ...draft,
  community: text,
  communityId: 0,
  village: '',
  villageId: 0,
});

export const pickCommunity = (draft: AddressDraft, pick: CommunityPick): AddressDraft => ({
  ...draft,
  ...pick,
});

/** Fills what the recognition read; the rest of the draft stays as typed. */
export function applyRecognition(draft: AddressDraft, result: IdentifiedAddress): AddressDraft {
  const next = { ...draft };
  if (result.userName) next.userName = result.userName;
  if (result.phone) next.phone = result.phone;
  if (result.detailedAddress) next.detailedAddress = result.detailedAddress;
  if (!result.provinceId) return next;
  return {
    ...next,
    province: result.province,
    city: result.city,
    area: result.area,
    street: result.street,
    provinceId: result.provinceId,
    cityId: result.cityId,
    areaId: result.areaId,
    streetId: result.streetId,
    village: result.village,
    villageId: result.villageId,
    community: result.community || result.village,
    communityId: result.communityId,
  };
}

export type DraftProblem = 'incomplete' | 'phone';

/** SPEC section 5: phone, userName, province, city, area and detailedAddress are required. */
export function checkDraft(draft: AddressDraft): DraftProblem | null {
  const required = [draft.userName, draft.phone, draft.province, draft.city, draft.area];
  if ([...required, draft.detailedAddress].some((value) => !value.trim())) return 'incomplete';
  return isPhoneNumber(draft.phone) ? null : 'phone';
}

export const toAddressInput = (draft: AddressDraft): AddressInput => ({
  ...draft,
  userName: draft.userName.trim(),
  phone: draft.phone.trim(),
  community: draft.community.trim(),
  entrance: draft.entrance.trim(),
  detailedAddress: draft.detailedAddress.trim(),
  autoAddress: draft.autoAddress.trim(),
  isDefault: draft.isDefault ? 1 : 0,
});
