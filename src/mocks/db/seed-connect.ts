import type { AuthorizableTeam } from '@/features/team/api/team-schemas';
import type { FollowRow } from './portal-rows';
import type { SeedClock } from './seed-time';

export const seedTeams = (): AuthorizableTeam[] => [
  {
    teamId: 1,
    teamName: '深圳南山服务团队',
    leaderName: '陈志强',
    region: '广东省深圳市南山区',
    memberCount: 128,
  },
  {
    teamId: 2,
    teamName: '广州天河服务团队',
    leaderName: '刘芳',
    region: '广东省广州市天河区',
    memberCount: 96,
  },
  {
    teamId: 3,
    teamName: '北京朝阳服务团队',
    leaderName: '张伟',
    region: '北京市朝阳区',
    memberCount: 152,
  },
  {
    teamId: 4,
    teamName: '佛山禅城服务团队',
    leaderName: '李娜',
    region: '广东省佛山市禅城区',
    memberCount: 64,
  },
  {
    teamId: 5,
    teamName: '北京海淀服务团队',
    leaderName: '王磊',
    region: '北京市海淀区',
    memberCount: 110,
  },
];

const FAN_NAMES = [
  '黄晓明',
  '林小红',
  '梁志华',
  '谢婷',
  '罗斌',
  '宋佳',
  '唐亮',
  '韩梅',
  '曹阳',
  '彭丽',
  '邓超',
  '蒋欣',
];

/** Account 1 has twelve followers from outside the seeded accounts; nobody follows anyone yet. */
export const seedFollows = (clock: SeedClock): FollowRow[] =>
  FAN_NAMES.map((followerName, index) => ({
    followerId: null,
    followerName,
    followerPhone: `1390000${String(index + 1).padStart(4, '0')}`,
    targetUserId: 1,
    createTime: clock.time(
      `2024-0${(index % 5) + 1}-${String(10 + index).padStart(2, '0')} 14:00:00`,
    ),
  }));
