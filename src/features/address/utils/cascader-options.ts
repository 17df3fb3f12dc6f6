import type { District } from '../api/address-schemas';

export interface CascaderOption {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: CascaderOption[];
}

/**
 * The cascader's option tree from the district lists loaded so far (by parent id, 0 for the
 * provinces). A node is a leaf at the last shown level or when the server says so; a node
 * whose children are not loaded yet has none, which makes the cascader ask for them.
 */
export function buildCascaderOptions(
  loaded: ReadonlyMap<number, readonly District[]>,
  depth: number,
  pid = 0,
  level = 0,
): CascaderOption[] {
  return (loaded.get(pid) ?? []).map(({ districtId, district, isLast }) => {
    const isLeaf = isLast === 1 || level + 1 >= depth;
    const children = loaded.has(districtId) && !isLeaf;
    return {
      value: districtId,
      label: district,
      isLeaf,
      ...(children && {
        children: buildCascaderOptions(loaded, depth, districtId, level + 1),
      }),
    };
  });
}

/** The parent ids whose lists a value needs to be shown with its options: 0 and its path. */
export const parentsOf = (ids: readonly number[], depth: number): number[] => [
  0,
  ...ids.slice(0, depth - 1),
];
