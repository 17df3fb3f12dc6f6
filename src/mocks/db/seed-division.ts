import { randomInt, type Random } from './prng';
import { DIVISION_PROFILES, type DivisionProfile } from './seed-division-profiles';
import {
  CITIES,
  EDITION_NOTES,
  EDITIONS,
  GIVEN_NAMES,
  HONOURS,
  MEMBER_NOTES,
  MILESTONE_NOTES,
  MILESTONE_TEMPLATES,
  NEWS_LEADS,
  NEWS_TEMPLATES,
  SURNAMES,
} from './seed-division-words';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { DivisionListRows, DivisionProfileRow, DivisionTables } from './types';

const NEWEST_NEWS = '2024-06-18 09:30:00';
const FIRST_YEAR = 2012;
const pad = (value: number) => String(value).padStart(2, '0');

/** Ids are unique across divisions: the division's place times 100, plus the row's. */
const rowId = (place: number, index: number) => (place + 1) * 100 + index + 1;
/** Each division starts its city lists at another city, so lists differ between divisions. */
const cityFor = (place: number, index: number) => CITIES[(index + place * 3) % CITIES.length];

export const seedDivisionProfiles = (): DivisionProfileRow[] =>
  DIVISION_PROFILES.map((profile) => ({
    division: profile.division,
    introduction: {
      divisionName: profile.name,
      slogan: profile.slogan,
      content: [
        ...profile.paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
        '<h3>核心优势</h3>',
        `<ul>${profile.strengths.map((item) => `<li><strong>${item}</strong></li>`).join('')}</ul>`,
      ].join(''),
    },
    contact: profile.contact,
  }));

function seedNews(profile: DivisionProfile, place: number, random: Random, clock: SeedClock) {
  let time = clock.time(NEWEST_NEWS);
  return NEWS_TEMPLATES.map((title, index): DivisionListRows['news'] => {
    if (index > 0) time = shiftTime(time, -randomInt(random, 24 * 60, 5 * 24 * 60));
    const { city } = cityFor(place, index);
    const summary = NEWS_LEADS[index % NEWS_LEADS.length];
    return {
      divisionNewsId: rowId(place, index),
      division: profile.division,
      title: title(profile.orgName, city),
      summary,
      createTime: time,
      content: `<p>${summary}</p><p>${profile.orgName}将继续坚持以会员为中心，在<strong>${city}</strong>及周边地区提供更优质的服务。</p>`,
    };
  });
}

const seedProducts = (profile: DivisionProfile, place: number) =>
  profile.productLines.flatMap((line, lineIndex) =>
    EDITIONS.map((edition, editionIndex): DivisionListRows['products'] => ({
      productId: rowId(place, lineIndex * EDITIONS.length + editionIndex),
      division: profile.division,
      productName: `${line}（${edition}）`,
      summary: `${line}${EDITION_NOTES[editionIndex]}`,
      image: '/division/product.svg',
    })),
  );

const seedCustomers = (profile: DivisionProfile, place: number) =>
  CITIES.map((_, index): DivisionListRows['user'] => {
    const kind = profile.customerKinds[index % profile.customerKinds.length];
    const customerName = `${cityFor(place, index).city}${kind.suffix}`;
    const since = FIRST_YEAR + 1 + (index % 11);
    return {
      customerId: rowId(place, index),
      division: profile.division,
      customerName,
      industry: kind.industry,
      summary: `自 ${since} 年起与${profile.orgName}合作，双方在${kind.industry}领域的合作项目运行良好。`,
      since,
    };
  });

const seedHonours = (profile: DivisionProfile, place: number) =>
  HONOURS.map((honour, index): DivisionListRows['business'] => ({
    honourId: rowId(place, index),
    division: profile.division,
    ...honour,
    issueDate: `${FIRST_YEAR + index}-${pad(1 + ((index * 5 + place) % 12))}-15`,
    image: '/division/honour.svg',
  }));

const seedTeam = (profile: DivisionProfile, place: number) =>
  SURNAMES.map((_, index): DivisionListRows['group'] => {
    const position =
      index === 0
        ? profile.positions[0]
        : profile.positions[1 + ((index - 1) % (profile.positions.length - 1))];
    return {
      memberId: rowId(place, index),
      division: profile.division,
      name: `${SURNAMES[(index + place) % SURNAMES.length]}${GIVEN_NAMES[(index * 5 + place) % GIVEN_NAMES.length]}`,
      position,
      summary: `拥有 ${5 + ((index * 3) % 15)} 年${profile.short}行业经验，${MEMBER_NOTES[index % MEMBER_NOTES.length]}`,
      photo: '/division/member.svg',
    };
  });

const seedStores = (profile: DivisionProfile, place: number, random: Random) =>
  CITIES.map((_, index): DivisionListRows['store'] => {
    const { city, district, road, areaCode } = cityFor(place, index);
    return {
      storeId: rowId(place, index),
      division: profile.division,
      storeName: `${city}${profile.short}服务中心`,
      address: `${city}市${district}${road}${10 + index * 7}号`,
      phone: `${areaCode}-${randomInt(random, 6000_0000, 8999_9999)}`,
      businessHours: index % 3 === 0 ? '周一至周日 9:00-21:00' : '周一至周六 9:00-18:00',
    };
  });

const seedMilestones = (profile: DivisionProfile, place: number) =>
  MILESTONE_TEMPLATES.map((title, index): DivisionListRows['development'] => ({
    milestoneId: rowId(place, index),
    division: profile.division,
    date: `${FIRST_YEAR + index}-${pad(1 + ((index * 5 + place) % 12))}`,
    title: title(profile.orgName, profile.short, cityFor(place, index).city),
    description: MILESTONE_NOTES[index % MILESTONE_NOTES.length],
  }));

/** Every searchable list of every division: 12 to 14 rows each, so that the pager pages. */
export function seedDivisionLists(random: Random, clock: SeedClock): DivisionTables {
  const tables: DivisionTables = {
    news: [],
    products: [],
    user: [],
    business: [],
    group: [],
    store: [],
    development: [],
  };
  DIVISION_PROFILES.forEach((profile, place) => {
    tables.news.push(...seedNews(profile, place, random, clock));
    tables.products.push(...seedProducts(profile, place));
    tables.user.push(...seedCustomers(profile, place));
    tables.business.push(...seedHonours(profile, place));
    tables.group.push(...seedTeam(profile, place));
    tables.store.push(...seedStores(profile, place, random));
    tables.development.push(...seedMilestones(profile, place));
  });
  return tables;
}
