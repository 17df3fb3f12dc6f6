import type { NoticeKind, StaffPost } from '@/lib/enums/staff';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { PartitionRow, StaffingTables, StaffMemberRow, StaffNoticeRow } from './staffing-rows';

/** 广东省 / 深圳市 / 南山区, where account 1's distribution centre serves. */
const NANSHAN_REGION = [44, 4403, 440305];

/** Account 1's war areas: the streets of 南山区, as the district tables number them. */
const PARTITIONS: readonly (readonly [string, number[]])[] = [
  ['粤海战区', [440305007, 440305002, 440305003]],
  ['蛇口战区', [440305005, 440305006, 440305400]],
  ['西丽战区', [440305009, 440305008, 440305001]],
];

/** [name, phone, post, war area (its place above, 0 for none), linked, remark] */
type StaffSeed = readonly [string, string, StaffPost, number, string, string];

/** Account 1's staff are members of its team (their phones are the team's). */
const ACCOUNT_ONE_STAFF: readonly StaffSeed[] = [
  ['黄晓明', '13900000001', 'SALES', 1, '2024-01-08 09:30:00', '粤海片区销售组长'],
  ['林小红', '13900000002', 'SALES', 1, '2024-01-15 10:00:00', ''],
  ['梁志华', '13900000003', 'DELIVERY', 1, '2024-02-02 08:45:00', '负责科技园片区配送'],
  ['谢婷', '13900000004', 'SALES', 2, '2024-02-20 14:10:00', ''],
  ['罗斌', '13900000005', 'DELIVERY', 2, '2024-03-04 09:00:00', '自有电动三轮车'],
  ['宋佳', '13900000006', 'SERVICE', 2, '2024-03-18 13:30:00', ''],
  ['唐亮', '13900000007', 'SALES', 3, '2024-04-01 10:20:00', ''],
  ['韩梅', '13900000008', 'WAREHOUSE', 3, '2024-04-22 15:00:00', '西丽仓库管理'],
  ['邓超', '13900000011', 'SALES', 3, '2024-05-09 11:40:00', ''],
  ['曹阳', '13900000009', 'SERVICE', 0, '2024-05-27 09:15:00', '试用期，待分配战区'],
  ['彭丽', '13900000010', 'DELIVERY', 0, '2024-06-11 16:00:00', ''],
];

const ACCOUNT_TWO_STAFF: readonly StaffSeed[] = [
  ['周建华', '13700000001', 'DELIVERY', 0, '2024-04-10 10:00:00', ''],
];

/** [title, kind, publisher, published, read (0 unread), paragraphs] */
type NoticeSeed = readonly [string, NoticeKind, string, string, 0 | 1, readonly string[]];

const NOTICES: Record<string, NoticeSeed> = {
  assessment: [
    '关于第二季度销售考核的通知',
    'ASSESSMENT',
    '人力资源部',
    '2024-06-18 09:00:00',
    0,
    [
      '各战区负责人及销售专员：第二季度销售考核将于6月30日截止统计。',
      '考核指标包括订单金额、新增会员数与客户满意度，请于7月5日前提交本人季度总结。',
    ],
  ],
  partition: [
    '南山区战区划分调整说明',
    'PARTITION',
    '南山配送中心',
    '2024-06-15 10:30:00',
    0,
    [
      '即日起，前海合作区并入蛇口战区，由蛇口战区统一负责销售与配送。',
      '相关员工的负责区域已同步更新，请在“我的战区”中查看。',
    ],
  ],
  training: [
    '新员工入职培训安排',
    'TRAINING',
    '培训中心',
    '2024-06-12 14:00:00',
    0,
    [
      '本月入职的员工请于6月22日上午9点到南山配送中心三楼会议室参加入职培训。',
      '培训内容：平台下单流程、配送规范与客户服务礼仪。',
    ],
  ],
  holiday: [
    '端午节假期配送安排',
    'SYSTEM',
    '平台运营中心',
    '2024-06-05 09:00:00',
    1,
    ['端午节假期间配送照常进行，每日配送截止时间调整为17点，请提前告知客户。'],
  ],
  safety: [
    '配送员安全驾驶规范',
    'TRAINING',
    '培训中心',
    '2024-05-28 10:00:00',
    1,
    ['配送途中请遵守交通规则，佩戴头盔，雨天减速慢行，确保人身与货物安全。'],
  ],
  star: [
    '五月销售之星表彰',
    'ASSESSMENT',
    '人力资源部',
    '2024-05-20 15:00:00',
    1,
    ['恭喜粤海战区黄晓明获得五月销售之星，奖励已随当月薪资发放。'],
  ],
  script: [
    '客服专员服务话术更新',
    'TRAINING',
    '培训中心',
    '2024-05-10 11:00:00',
    1,
    ['售后咨询的标准回复已更新，请客服专员在接待客户前熟悉新版话术。'],
  ],
  upgrade: [
    '平台会员系统升级公告',
    'SYSTEM',
    '平台运营中心',
    '2024-04-26 20:00:00',
    1,
    ['平台将于4月28日凌晨2点至4点进行系统升级，期间暂停下单与支付。'],
  ],
};

const ACCOUNT_ONE_NOTICES = [
  'assessment',
  'partition',
  'training',
  'holiday',
  'safety',
  'star',
  'script',
  'upgrade',
];
const ACCOUNT_TWO_NOTICES = ['holiday', 'upgrade'];
/** Account 2 has not opened the holiday notice yet. */
const ACCOUNT_TWO_UNREAD = 'holiday';

const HOURS_TO_READ = 3;

/**
 * Account 1 runs three war areas over the streets of 南山区 with eleven staff (two without a war
 * area) and eight notices, three unread; account 2 has one staff member, no war area and two
 * notices, one unread.
 */
export function seedStaffing(clock: SeedClock): StaffingTables {
  const partitions = PARTITIONS.map(([partitionName, districtIds], index): PartitionRow => ({
    partitionId: index + 1,
    userId: 1,
    partitionName,
    regionIds: NANSHAN_REGION,
    districtIds,
  }));
  const staffRows = (userId: number, seeds: readonly StaffSeed[], first: number) =>
    seeds.map(([userName, phone, post, area, linked, remark], index): StaffMemberRow => ({
      staffId: first + index,
      userId,
      phone,
      userName,
      post,
      partitionId: area === 0 ? null : area,
      remark,
      linkTime: clock.time(linked),
    }));
  const noticeRows = (userId: number, keys: readonly string[], first: number, unread?: string) =>
    keys.map((key, index): StaffNoticeRow => {
      const [title, kind, publisher, published, read, paragraphs] = NOTICES[key];
      const publishTime = clock.time(published);
      const isRead = unread === undefined ? read === 1 : key !== unread;
      return {
        noticeId: first + index,
        userId,
        title,
        kind,
        publisher,
        content: paragraphs.map((text) => `<p>${text}</p>`).join(''),
        publishTime,
        readTime: isRead ? clock.time(shiftTime(published, HOURS_TO_READ * 60)) : null,
      };
    });
  const accountOneStaff = staffRows(1, ACCOUNT_ONE_STAFF, 1);
  const accountOneNotices = noticeRows(1, ACCOUNT_ONE_NOTICES, 1);
  return {
    partitions,
    members: [...accountOneStaff, ...staffRows(2, ACCOUNT_TWO_STAFF, accountOneStaff.length + 1)],
    notices: [
      ...accountOneNotices,
      ...noticeRows(2, ACCOUNT_TWO_NOTICES, accountOneNotices.length + 1, ACCOUNT_TWO_UNREAD),
    ],
  };
}
