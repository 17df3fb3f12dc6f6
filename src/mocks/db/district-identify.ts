import type { IdentifiedAddress } from '@/features/address/api/address-schemas';
import { emptyRegions, REGION_LEVELS, type AddressRegions } from '@/lib/region-schema';
import { childrenOf, type DistrictNode } from './district-tree';

/** Suffixes people leave out of province and city names: 广东 for 广东省, 深圳 for 深圳市. */
const DROPPABLE_SUFFIXES =
  /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|自治州|地区|盟)$/;
const SEPARATORS = /[\s,，;；、|]+/;
const LABELS =
  /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|联系电话|电话|所在地区|详细地址|地址)[:：]?/g;
const PHONE = /(?<!\d)1\d{10}(?!\d)/;
const PERSON_NAME = /^[\u4e00-\u9fa5·]{2,5}$|^[A-Za-z][A-Za-z.]{1,19}$/;
/** Endings of place words that would otherwise pass for a name: 海德三道, 科技大厦. */
const PLACE_ENDING = /(路|街|道|巷|弄|里|村|园|苑|楼|栋|座|室|层|厦|场|区|城|院|号|门)$/;
const isPersonName = (part: string) => PERSON_NAME.test(part) && !PLACE_ENDING.test(part);

/** The ways a district may be written, longest first. */
function spellings(node: DistrictNode): string[] {
  if (node.level > 1) return [node.district];
  const short = node.district.replace(DROPPABLE_SUFFIXES, '');
  return short.length >= 2 && short !== node.district ? [node.district, short] : [node.district];
}

interface Match {
  node: DistrictNode;
  start: number;
  end: number;
}

/** The candidate written at `from` (anywhere after it when `anywhere`), earliest then longest. */
function findDistrict(
  text: string,
  from: number,
  candidates: readonly DistrictNode[],
  anywhere = false,
): Match | null {
  let best: Match | null = null;
  for (const node of candidates) {
    for (const spelling of spellings(node)) {
      const start = anywhere ? text.indexOf(spelling, from) : from;
      if (start < 0 || !text.startsWith(spelling, start)) continue;
      const end = start + spelling.length;
      if (!best || start < best.start || (start === best.start && end > best.end)) {
        best = { node, start, end };
      }
    }
  }
  return best;
}

const zeroWidth = (node: DistrictNode, at: number): Match => ({ node, start: at, end: at });

/** Province, city and area of one province, tolerating an unwritten city (北京市朝阳区). */
function matchUpperLevels(text: string, province: Match): Match[] {
  const path = [province];
  const cities = childrenOf(province.node.districtId);
  let city = findDistrict(text, province.end, cities);
  let area: Match | null = null;
  if (!city) {
    for (const candidate of cities) {
      area = findDistrict(text, province.end, childrenOf(candidate.districtId));
      if (area) {
        city = zeroWidth(candidate, area.start);
        break;
      }
    }
  }
  if (!city) return path;
  path.push(city);
  area ??= findDistrict(text, city.end, childrenOf(city.node.districtId));
  return area ? [...path, area] : path;
}

/** Follows a path down as far as the text names each next level right after the last. */
function extend(text: string, upper: Match[]): Match[] {
  const path = [...upper];
  let last = path[path.length - 1];
  while (last && last.node.level < REGION_LEVELS.length - 1) {
    const next = findDistrict(text, last.end, childrenOf(last.node.districtId));
    if (!next) break;
    path.push(next);
    last = next;
  }
  return path;
}

/** A province's readings of text that does not name it: by a written city, else by an area. */
function readingsOf(text: string, province: DistrictNode): Match[][] {
  const city = findDistrict(text, 0, childrenOf(province.districtId), true);
  if (city) return [matchUpperLevels(text, zeroWidth(province, city.start))];
  return childrenOf(province.districtId).flatMap((candidate) => {
    const area = findDistrict(text, 0, childrenOf(candidate.districtId), true);
    return area ? [[zeroWidth(province, area.start), zeroWidth(candidate, area.start), area]] : [];
  });
}

/**
 * Where the province is not written, the reading that goes deepest wins: 朝阳区建外街道 is
 * in 北京市, not in 辽宁省朝阳市 nor in 吉林省长春市朝阳区.
 */
function matchWithoutProvince(text: string): Match[] {
  let best: Match[] = [];
  for (const province of childrenOf(0)) {
    for (const reading of readingsOf(text, province)) {
      const path = extend(text, reading);
      if (path.length > best.length) best = path;
    }
  }
  return best;
}

/** The districts written in `text`, from the top level down. */
function matchPath(text: string): Match[] {
  const province = findDistrict(text, 0, childrenOf(0), true);
  return province ? extend(text, matchUpperLevels(text, province)) : matchWithoutProvince(text);
}

function toRegions(path: readonly Match[]): AddressRegions {
  const regions = emptyRegions();
  for (const { node } of path) {
    const [name, id] = REGION_LEVELS[node.level];
    regions[name] = node.district;
    regions[id] = node.districtId;
  }
  return regions;
}

/**
 * Reads name, mobile, regions and the detailed address out of pasted text such as
 * '张三 13800000000 广东省深圳市南山区粤海街道科技园社区 科苑路15号'. Parts that cannot be
 * read stay empty. Needs loadDistricts() to have finished.
 */
export function identifyAddress(raw: string): IdentifiedAddress {
  const phone = PHONE.exec(raw)?.[0] ?? '';
  const parts = raw.replace(PHONE, ' ').replace(LABELS, ' ').split(SEPARATORS).filter(Boolean);

  const addressIndex = parts.findIndex((part) => matchPath(part).length > 0);
  if (addressIndex < 0) {
    return {
      ...emptyRegions(),
      userName: parts.find(isPersonName) ?? '',
      phone,
      detailedAddress: '',
    };
  }
  const path = matchPath(parts[addressIndex]);
  const before = parts.slice(0, addressIndex);
  const after = parts.slice(addressIndex + 1);
  // A name is usually written first, else last: '张三 1380... 广东省...' or '广东省... 张三'.
  const userName = before.find(isPersonName) ?? after.findLast(isPersonName) ?? '';
  const detail = [
    parts[addressIndex].slice(path[path.length - 1]?.end ?? 0),
    ...after.filter((part) => part !== userName),
  ];
  return { ...toRegions(path), userName, phone, detailedAddress: detail.join('').trim() };
}
