import type { FamilyDetail, TimeDetail, Video } from '@/features/portal/api/portal-schemas';
import type { SeedClock } from './seed-time';
import { shiftDay } from './time';

export const SAMPLE_VIDEO = '/portal/videos/sample.webm';

/** [title, description]; videoId 1 is the newest. */
const VIDEOS: readonly (readonly [string, string])[] = [
  ['平台使用入门', '三分钟了解会员服务平台的主要功能。'],
  ['如何快速下单', '从搜索商品到提交订单的完整演示。'],
  ['余额充值与支付', '微信、支付宝与银行转账充值的操作说明。'],
  ['发票申请指南', '普通发票与增值税专用发票的申请方法。'],
  ['收货地址管理', '六级地址选择与收货信息智能识别。'],
  ['医疗器械专区介绍', '专区商品资质与在线咨询服务介绍。'],
  ['冷链配送揭秘', '走进平台冷链仓储与配送全过程。'],
  ['分销中心经营分享', '优秀分销中心负责人的经营心得。'],
  ['售后服务流程', '申请售后、沟通处理与退货退款说明。'],
  ['会员等级与权益', '会员等级提升方法与对应权益介绍。'],
  ['团队授权与关联', '如何完成团队授权并关联推荐人。'],
  ['门店服务网点巡礼', '走访社区服务网点，看看门店的一天。'],
  ['供应商入驻说明', '生产企业入驻平台的条件与流程。'],
  ['年度表彰大会回顾', '年度优秀服务商与供应商表彰大会精彩回顾。'],
];

const NEWEST_DAY = '2024-06-15';
const VIDEO_STEP_DAYS = 5;

export const seedVideos = (clock: SeedClock): Video[] =>
  VIDEOS.map(([title, description], index) => ({
    videoId: index + 1,
    title,
    description,
    poster: `/portal/posters/poster-${index + 1}.svg`,
    url: SAMPLE_VIDEO,
    duration: 95 + ((index * 47) % 420),
    createTime: `${shiftDay(clock.day(NEWEST_DAY), -index * VIDEO_STEP_DAYS)} 10:00:00`,
  }));

/** [name, title, region, intro]. */
const FAMILIES: readonly (readonly [string, string, string, string])[] = [
  ['陈志强', '金牌服务商', '广东省深圳市南山区', '深耕社区服务八年，服务会员三千余户。'],
  ['刘芳', '优秀分销中心', '广东省广州市天河区', '以冷链配送见长，生鲜商品零投诉。'],
  ['张伟', '区域合伙人', '北京市朝阳区', '带领团队开拓十二个社区服务网点。'],
  ['李娜', '优秀客服', '广东省佛山市禅城区', '年度会员满意度第一的服务专员。'],
  ['王磊', '金牌服务商', '北京市海淀区', '专注办公用品采购服务，客户遍布中关村。'],
  ['赵敏', '医疗顾问', '广东省东莞市', '为会员提供家用医疗器械选购咨询。'],
  ['孙浩', '优秀分销中心', '广东省珠海市香洲区', '社区团购模式的积极探索者。'],
  ['周静', '新锐会员', '北京市丰台区', '入驻一年即成为区域采购量前十。'],
  ['吴刚', '物流标兵', '广东省惠州市惠城区', '连续三年配送零差错。'],
  ['郑丽', '区域合伙人', '广东省中山市', '推动平台服务覆盖全市所有乡镇。'],
  ['冯军', '金牌服务商', '北京市通州区', '坚持为社区老人提供送货上门服务。'],
  ['何雪', '优秀客服', '广东省江门市蓬江区', '耐心细致，擅长售后问题处理。'],
  ['许杰', '供应商代表', '广东省汕头市龙湖区', '为平台提供优质日用百货货源。'],
  ['高燕', '新锐会员', '北京市昌平区', '用心经营社区门店，口碑持续上升。'],
];

const AVATARS = 6;

export const seedFamilies = (): FamilyDetail[] =>
  FAMILIES.map(([name, title, region, intro], index) => ({
    familyId: index + 1,
    name,
    avatar: `/portal/avatars/avatar-${(index % AVATARS) + 1}.svg`,
    title,
    region,
    intro,
    story:
      `<p>${intro}</p>` +
      `<p>${name}是平台的<strong>${title}</strong>，来自${region}。` +
      '加入平台以来，始终坚持以会员需求为中心，认真做好每一单服务。</p>',
  }));

/** [date, title, summary], newest first: the platform's history, which the seed's clock leaves as written. */
const TIMES: readonly (readonly [string, string, string])[] = [
  ['2024-06-01', '医疗器械专区上线', '首批引入家用医疗与康复护理类商品。'],
  ['2024-03-15', '会员突破十二万', '平台注册会员数突破十二万。'],
  ['2023-11-20', '华南区域仓扩容', '深圳区域仓面积扩大一倍。'],
  ['2023-08-08', '冷链配送体系建成', '生鲜及药品类商品实现全程冷链。'],
  ['2023-05-12', '分销中心突破三百家', '社区及村级分销中心突破三百家。'],
  ['2023-01-10', '会员中心全面改版', '地址、发票与银行账户统一管理。'],
  ['2022-09-01', '北京服务中心成立', '平台服务正式覆盖京津地区。'],
  ['2022-04-18', '银行转账充值上线', '支持对公转账充值与自动支付。'],
  ['2021-12-01', '增值税专用发票开具', '平台支持在线申请增值税专用发票。'],
  ['2021-06-06', '首届服务商大会', '百余家服务商齐聚深圳共谋发展。'],
  ['2020-10-10', '移动端上线', '会员可通过手机随时随地采购。'],
  ['2019-07-01', '供应商入驻开放', '首批五十家生产企业入驻平台。'],
  ['2018-03-28', '会员服务平台上线', '平台正式上线，开启会员采购新模式。'],
  ['2017-11-11', '公司成立', '公司在深圳成立，专注会员服务与供应网络。'],
];

export const seedTimes = (): TimeDetail[] =>
  TIMES.map(([date, title, summary], index) => ({
    timeId: index + 1,
    title,
    date,
    summary,
    content:
      `<p><strong>${date}</strong>，${summary}</p>` +
      '<p>这是平台发展历程中的重要一步，感谢每一位会员与合作伙伴的陪伴。</p>',
  }));
