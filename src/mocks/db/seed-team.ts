import type { FollowRow } from './portal-rows';
import { seedFollows } from './seed-connect';
import type { SeedClock } from './seed-time';
import type { TeamMemberRow, TeamTables } from './team-rows';

const ACCOUNT_TWO = { userId: 2, phone: '13800000002' };

/** Account 2's first level: two fans from outside the accounts (account 1's are in seed-connect). */
export const seedTeamFollows = (clock: SeedClock): FollowRow[] => [
  {
    followerId: null,
    followerName: '周建华',
    followerPhone: '13700000001',
    targetUserId: ACCOUNT_TWO.userId,
    createTime: clock.time('2024-04-02 10:00:00'),
  },
  {
    followerId: null,
    followerName: '吴秀兰',
    followerPhone: '13700000002',
    targetUserId: ACCOUNT_TWO.userId,
    createTime: clock.time('2024-05-16 09:30:00'),
  },
];

/** [name, parent's phone, joined] of the members below the first levels. */
const DEEPER: readonly (readonly [string, string, string])[] = [
  ['孙立平', '13900000001', '2024-05-20 10:00:00'],
  ['马晓燕', '13900000001', '2024-05-27 15:20:00'],
  ['朱国强', '13900000001', '2024-06-02 09:00:00'],
  ['胡玉梅', '13900000002', '2024-05-30 11:10:00'],
  ['郭建军', '13900000002', '2024-06-06 16:40:00'],
  ['何丽娟', '13900000003', '2024-06-04 08:30:00'],
  ['高志远', '13900000004', '2024-06-08 14:00:00'],
  ['林静', '13900000005', '2024-06-10 10:45:00'],
  ['郑浩', '13900000006', '2024-06-12 13:15:00'],
  // the third level, below the members above
  ['冯雪', '13910000001', '2024-06-14 09:20:00'],
  ['董磊', '13910000001', '2024-06-15 17:00:00'],
  ['袁芳', '13910000004', '2024-06-17 10:10:00'],
  ['潘伟', '13910000006', '2024-06-19 15:30:00'],
  // account 2's second level
  ['陆明', '13700000001', '2024-05-24 11:00:00'],
];

/** Phones of the deeper members: 1391000 and their place, 0001 onwards. */
const deeperPhone = (index: number) => `1391000${String(index + 1).padStart(4, '0')}`;

/**
 * Account 1 leads 25 members over three levels (its twelve fans, nine below them, four
 * further down); account 2 leads three over two levels. Members follow nobody yet; each
 * account has sent invitations in every status; account 1 has granted one role.
 */
export function seedTeam(clock: SeedClock): TeamTables {
  const accountOne = '13800000001';
  const firstLevels = [
    ...seedFollows(clock).map((fan) => ({ ...fan, parentPhone: accountOne })),
    ...seedTeamFollows(clock).map((fan) => ({ ...fan, parentPhone: ACCOUNT_TWO.phone })),
  ].map((fan, index): TeamMemberRow => ({
    memberId: index + 1,
    phone: fan.followerPhone,
    userName: fan.followerName,
    grade: (index % 3) + 1,
    joinTime: fan.createTime,
    parentPhone: fan.parentPhone,
  }));
  const deeper = DEEPER.map(([userName, parentPhone, joinTime], index): TeamMemberRow => ({
    memberId: firstLevels.length + index + 1,
    phone: deeperPhone(index),
    userName,
    grade: (index % 2) + 1,
    joinTime: clock.time(joinTime),
    parentPhone,
  }));
  const members = [...firstLevels, ...deeper];
  return {
    members,
    attentions: [],
    invitations: [
      {
        invitationId: 1,
        userId: 1,
        phone: '13900000003',
        status: 'JOINED',
        createTime: clock.time('2024-03-05 09:00:00'),
      },
      {
        invitationId: 2,
        userId: 1,
        phone: '13655550001',
        status: 'EXPIRED',
        createTime: clock.time('2024-04-20 10:00:00'),
      },
      {
        invitationId: 3,
        userId: 1,
        phone: '13655550002',
        status: 'PENDING',
        createTime: clock.time('2024-06-18 10:00:00'),
      },
      {
        invitationId: 4,
        userId: 2,
        phone: '13700000002',
        status: 'JOINED',
        createTime: clock.time('2024-05-10 09:00:00'),
      },
    ],
    grants: [
      {
        grantId: 1,
        userId: 1,
        memberId: 1,
        role: 'LEADER',
        createTime: clock.time('2024-06-12 10:00:00'),
      },
    ],
    actions: [
      {
        actionId: 1,
        userId: 1,
        type: 'AUTHORIZE',
        targets: ['黄晓明'],
        successCount: 1,
        failures: [],
        createTime: clock.time('2024-06-12 10:00:00'),
      },
    ],
  };
}
