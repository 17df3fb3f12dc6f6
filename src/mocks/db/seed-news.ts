import type { NewsDetail } from '@/features/portal/api/portal-schemas';
import { randomInt, type Random } from './prng';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';

interface NewsSource {
  title: string;
  lead: string;
  detail: string;
}

/** Oldest first: newId 1 is the oldest announcement. */
const SOURCES: readonly NewsSource[] = [
  {
    title: '平台会员服务全面升级公告',
    lead: '为进一步提升会员采购体验，平台于本月完成会员服务体系全面升级。',
    detail:
      '升级后会员可在<strong>会员中心</strong>统一管理地址、发票与银行账户，订单与账单信息实时同步。',
  },
  {
    title: '关于规范发票开具流程的说明',
    lead: '根据税务管理要求，平台对发票开具流程进行了规范调整。',
    detail:
      '增值税专用发票需填写完整的<strong>纳税人识别号</strong>、注册地址、开户银行及账号，信息有误将无法开具。',
  },
  {
    title: '防范电信诈骗，保护账户安全的提示',
    lead: '近期出现冒充平台客服索要验证码的诈骗行为，请广大会员提高警惕。',
    detail:
      '平台工作人员<strong>不会</strong>以任何理由索要您的登录密码或短信验证码，如有疑问请拨打官方客服电话核实。',
  },
  {
    title: '银行转账充值到账时间调整通知',
    lead: '自下月起，银行转账充值的审核时间调整为工作日 9:00 至 18:00。',
    detail:
      '转账充值一般在<strong>1 至 2 个工作日</strong>内到账，请上传清晰的转账凭证以便尽快审核。',
  },
  {
    title: '新增医疗器械专区上线公告',
    lead: '医疗器械专区正式上线，首批引入家用医疗与康复护理类商品。',
    detail: '专区商品均已完成资质审核，会员可在<strong>医疗咨询</strong>栏目在线咨询专业顾问。',
  },
  {
    title: '关于系统升级维护的通知',
    lead: '为提供更稳定的服务，平台将于本周六凌晨 0:00 至 6:00 进行系统维护。',
    detail: '维护期间<strong>下单、支付与充值</strong>功能将暂停使用，给您带来的不便敬请谅解。',
  },
  {
    title: '第二季度优秀供应商表彰名单公示',
    lead: '经综合评定，现将第二季度优秀供应商名单予以公示。',
    detail:
      '本次共有<strong>十二家</strong>供应商获评优秀，公示期为七天，如有异议请通过在线留言反馈。',
  },
  {
    title: '分销中心合作政策更新说明',
    lead: '平台对分销中心的合作政策进行了更新，进一步加大对基层服务网点的支持。',
    detail:
      '社区及村级分销中心可享受<strong>配送补贴</strong>与专属培训，详情请咨询所属区域负责人。',
  },
  {
    title: '夏季高温期间物流配送安排',
    lead: '受持续高温天气影响，部分地区的配送时效可能有所延长。',
    detail: '生鲜及药品类商品将采用<strong>冷链配送</strong>，请会员留意签收时间并及时查验商品。',
  },
  {
    title: '平台服务协议修订公告',
    lead: '平台对《用户协议》与《隐私政策》部分条款进行了修订。',
    detail:
      '修订内容主要涉及<strong>个人信息保护</strong>与售后服务条款，继续使用平台即视为同意修订后的协议。',
  },
  {
    title: '新品上架：办公耗材专场',
    lead: '办公耗材专场现已上架，涵盖打印纸、硒鼓、文件收纳等常用品类。',
    detail:
      '专场活动期间满 500 元可享<strong>免运费</strong>，企业会员还可申请开具增值税专用发票。',
  },
  {
    title: '关于端午节放假及发货安排的通知',
    lead: '端午节期间平台正常接单，仓库发货安排调整如下。',
    detail:
      '节假日期间订单将于<strong>节后第一个工作日</strong>起按下单顺序依次发出，敬请提前备货。',
  },
];

const CLOSING =
  '<p>感谢您对平台的支持与信任。</p><p style="text-align: right">会员服务平台运营中心</p>';
const NEWEST_TIME = '2024-06-20 10:00:00';
const HOUR = 60;

/**
 * The oldest item's body carries script payloads, so that tests can prove that server HTML is
 * sanitized before it is shown: none of them may run or survive in the page.
 */
const unsafeNews = (clock: SeedClock): NewsDetail => ({
  newId: SOURCES.length + 1,
  newTitle: '关于公告正文安全过滤的测试公告',
  createTime: clock.time('2024-04-01 09:00:00'),
  content:
    '<p>本公告用于检验公告正文的安全过滤。</p>' +
    '<img src="x" onerror="window.__xssFired=true;alert(\'xss\')">' +
    "<script>window.__xssFired=true;alert('xss')</script>" +
    '<p><a href="javascript:window.__xssFired=true;alert(\'xss\')">查看详情</a></p>' +
    '<svg><animate onbegin="window.__xssFired=true" attributeName="x" dur="1s"></animate></svg>' +
    '<iframe src="javascript:window.__xssFired=true"></iframe>' +
    '<p onclick="window.__xssFired=true">正文结束。</p>',
});

export function seedNews(random: Random, clock: SeedClock): NewsDetail[] {
  let time = clock.time(NEWEST_TIME);
  const newestFirst = [...SOURCES].reverse().map((source, index) => {
    if (index > 0) {
      time = shiftTime(time, -(randomInt(random, 30, 120) * HOUR + randomInt(random, 0, 59)));
    }
    return {
      newId: SOURCES.length - index,
      newTitle: source.title,
      createTime: time,
      content: `<p>${source.lead}</p><p>${source.detail}</p>${CLOSING}`,
    };
  });
  return [...newestFirst.reverse(), unsafeNews(clock)];
}
