import type { District } from '@/features/address/api/address-schemas';

/** The compact files written by scripts/generate-districts.mjs. */
interface BaseFile {
  provinces: string;
  cities: Record<string, string>;
  areas: Record<string, string>;
}

interface DeepFile {
  streets: Record<string, string>;
  villages: Record<string, string>;
}

/** Code length per level: province, city, area, street, village, community. */
const CODE_LENGTHS = [2, 4, 6, 9, 12, 15] as const;
const COMMUNITY_ORDINALS = ['一', '二', '三'] as const;

export interface DistrictNode {
  districtId: number;
  district: string;
  /** 0 province, 1 city, 2 area, 3 street, 4 village, 5 community. */
  level: number;
}

/** Loaded as untyped modules: type-checking half a megabyte of JSON buys nothing. */
const files = import.meta.glob<unknown>('./districts/*.json', { import: 'default' });
/** The provinces with streets, villages and communities (MOCK.md: 北京市 and 广东省). */
const DEEP_PROVINCES = ['11', '44'] as const;

let base: BaseFile | null = null;
const deep = new Map<string, DeepFile>();
let loading: Promise<void> | null = null;

async function loadFile<T>(name: string): Promise<T> {
  const load = files[`./districts/${name}.json`];
  if (!load) throw new Error(`Missing district file ${name}.json`);
  return (await load()) as T;
}

/**
 * Loads the district files (about 230 KiB gzipped) the first time a district call comes in,
 * so that they never weigh on the mock's start. Handlers are synchronous, hence this step.
 */
export function loadDistricts(): Promise<void> {
  loading ??= (async () => {
    const [baseFile, ...deepFiles] = await Promise.all([
      loadFile<BaseFile>('base'),
      ...DEEP_PROVINCES.map((code) => loadFile<DeepFile>(`deep-${code}`)),
    ]);
    DEEP_PROVINCES.forEach((code, index) => deep.set(code, deepFiles[index]));
    base = baseFile;
  })();
  return loading;
}

function loadedBase(): BaseFile {
  if (!base) throw new Error('District data used before loadDistricts() finished');
  return base;
}

/** Splits 'suffix+name|suffix+name' under `parent` into nodes. */
function parseEntries(packed: string | undefined, parent: string, level: number): DistrictNode[] {
  if (!packed) return [];
  const width = CODE_LENGTHS[level] - parent.length;
  return packed.split('|').map((entry) => ({
    districtId: Number(parent + entry.slice(0, width)),
    district: entry.slice(width),
    level,
  }));
}

const levelOf = (code: string): number => (CODE_LENGTHS as readonly number[]).indexOf(code.length);

/** 2 or 3 generated grid communities per village, the same on every start. */
function communitiesOf(village: DistrictNode): DistrictNode[] {
  const count = 2 + (village.districtId % 2);
  return COMMUNITY_ORDINALS.slice(0, count).map((ordinal, index) => ({
    districtId: village.districtId * 1000 + index + 1,
    district: `${village.district}第${ordinal}网格`,
    level: 5,
  }));
}

const childCache = new Map<number, DistrictNode[]>();

function computeChildren(pid: number): DistrictNode[] {
  const data = loadedBase();
  if (pid === 0) return parseEntries(data.provinces, '', 0);
  const code = String(pid);
  const level = levelOf(code);
  const deepFile = deep.get(code.slice(0, 2));
  switch (level) {
    case 0:
      return parseEntries(data.cities[code], code, 1);
    case 1:
      return parseEntries(data.areas[code], code, 2);
    case 2:
      return parseEntries(deepFile?.streets[code], code, 3);
    case 3:
      return parseEntries(deepFile?.villages[code], code, 4);
    case 4: {
      const street = code.slice(0, CODE_LENGTHS[3]);
      const village = childrenOf(Number(street)).find((node) => node.districtId === pid);
      return village ? communitiesOf(village) : [];
    }
    default:
      return [];
  }
}

/** The children of a district (pid 0: the provinces); [] for a leaf or an unknown id. */
export function childrenOf(pid: number): DistrictNode[] {
  let children = childCache.get(pid);
  if (!children) {
    children = computeChildren(pid);
    childCache.set(pid, children);
  }
  return children;
}

/** The answer of GET /common/district: children with isLast. */
export const listDistricts = (pid: number): District[] =>
  childrenOf(pid).map(({ districtId, district }) => ({
    districtId,
    district,
    isLast: childrenOf(districtId).length === 0 ? 1 : 0,
  }));
