import type { EnquiryCategory } from '@/lib/enums/enquiry-category';
import type { EnquiryStatus } from '@/lib/enums/designed';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { FeedbackMessageRow, FeedbackRow } from './types';

interface SeededEnquiry {
  userId: number;
  title: string;
  category: EnquiryCategory;
  /** YYYY-MM-DD HH:mm:ss of the member's question. */
  time: string;
  question: string;
  /** Alternately the platform's and the member's, each some hours after the one before. */
  replies: readonly string[];
  closed?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/**
 * Both members' enquiries, oldest first: answered, waiting (the member wrote last) and
 * closed ones; account 1 has enough for two pages.
 */
const SEEDED: readonly SeededEnquiry[] = [
  {
    userId: 1,
    title: '大米能否开具增值税专用发票',
    category: 'GOODS',
    time: '2024-05-06 09:12:30',
    question: p('请问东北五常大米下单时能否开具增值税专用发票？我们单位需要抵扣。'),
    replies: [
      p(
        '您好，所有商品均支持开具<strong>增值税专用发票</strong>。',
        '请在下单时选择“开发票”，发票类型选“增值税专用发票”并填写单位信息即可。',
      ),
    ],
    closed: true,
  },
  {
    userId: 1,
    title: '订单发货时间咨询',
    category: 'ORDER',
    time: '2024-05-12 14:03:11',
    question: p('上周五下的订单一直显示备货中，请问大概什么时候发货？'),
    replies: [p('您好，该商品仓库正在补货，预计 2 个工作日内出库，出库后可在订单中查看物流。')],
  },
  {
    userId: 1,
    title: '余额充值到账时间',
    category: 'ACCOUNT',
    time: '2024-05-15 10:40:05',
    question: p('昨天通过银行转账充值了 5000 元，余额还没有变化。'),
    replies: [
      p('您好，银行转账充值一般在 1-2 个工作日内到账，财务审核通过后余额会自动增加。'),
      p('好的，请问审核通过后会有通知吗？'),
      p('审核通过后账单中会出现一条“充值”记录，您也可以在账单页查看审核状态。'),
    ],
  },
  {
    userId: 1,
    title: '收货地址能否修改',
    category: 'ORDER',
    time: '2024-05-20 16:22:48',
    question: p('订单还没出库，想把收货地址改到公司，应该怎么操作？'),
    replies: [p('您好，订单出库前可以在“我的订单”中点击“修改地址”进行修改。')],
    closed: true,
  },
  {
    userId: 1,
    title: '批量采购是否有优惠',
    category: 'GOODS',
    time: '2024-05-24 11:05:19',
    question: p('我们每月固定采购食用油约 200 桶，请问是否有批量采购价格？'),
    replies: [
      p('您好，月采购量较大的会员可以申请签订年度采购框架合同，享受协议价格。'),
      p('请问申请合同需要准备哪些材料？'),
    ],
  },
  {
    userId: 1,
    title: '退货运费由谁承担',
    category: 'ORDER',
    time: '2024-05-28 08:51:37',
    question: p('收到的商品包装破损，申请退货的话运费由谁承担？'),
    replies: [p('您好，因商品质量或运输破损产生的退货，运费由平台承担，请在售后申请中上传照片。')],
  },
  {
    userId: 1,
    title: '发票抬头填写错误',
    category: 'ACCOUNT',
    time: '2024-06-02 13:30:00',
    question: p('上一笔订单的发票抬头填错了，可以重新开具吗？'),
    replies: [],
  },
  {
    userId: 1,
    title: '商品保质期咨询',
    category: 'GOODS',
    time: '2024-06-05 09:18:42',
    question: p('请问坚果礼盒的生产日期和保质期是多久？'),
    replies: [p('您好，当前批次为 2024 年 4 月生产，保质期 12 个月。')],
  },
  {
    userId: 1,
    title: '会员等级如何提升',
    category: 'OTHER',
    time: '2024-06-08 15:44:10',
    question: p('我现在是三级会员，请问升级需要满足什么条件？'),
    replies: [p('您好，会员等级根据累计采购金额和服务评价综合评定，可在会员中心查看升级进度。')],
  },
  {
    userId: 1,
    title: '配送范围咨询',
    category: 'ORDER',
    time: '2024-06-12 10:02:26',
    question: p('我们在北京也有门店，请问商品能配送到北京吗？'),
    replies: [
      p('您好，大部分商品支持全国配送，个别商品仅限部分地区，可在商品页查看“可配送区域”。'),
    ],
  },
  {
    userId: 1,
    title: '提现到账时间',
    category: 'ACCOUNT',
    time: '2024-06-16 17:25:51',
    question: p('提交提现申请后多久能到账？'),
    replies: [],
  },
  {
    userId: 1,
    title: '合同续签流程',
    category: 'OTHER',
    time: '2024-06-19 11:11:11',
    question: p('我们的配送服务合同快到期了，续签需要线下办理吗？'),
    replies: [p('您好，可在“我的合同”中直接点击“申请续签”，填写续签后到期日期和原因即可。')],
  },
  {
    userId: 2,
    title: '如何绑定银行账户',
    category: 'ACCOUNT',
    time: '2024-06-03 10:20:00',
    question: p('第一次使用平台，请问提现前需要先绑定银行账户吗？'),
    replies: [p('您好，需要的。请在“银行账户”页面点击“新增银行账户”，填写开户银行、户名和账号。')],
  },
  {
    userId: 2,
    title: '首次下单优惠',
    category: 'GOODS',
    time: '2024-06-10 09:05:45',
    question: p('新会员首次下单有优惠吗？'),
    replies: [p('您好，目前暂无新会员专属优惠，欢迎关注首页公告中的促销活动。'), p('好的，谢谢。')],
  },
  {
    userId: 2,
    title: '账户资料修改',
    category: 'OTHER',
    time: '2024-06-14 14:48:33',
    question: p('手机号换了，登录手机号可以修改吗？'),
    replies: [],
  },
];

/** Minutes between one message of a conversation and the next. */
const REPLY_GAP_MINUTES = 195;

const statusOf = (enquiry: SeededEnquiry): EnquiryStatus =>
  enquiry.closed ? 'CLOSED' : enquiry.replies.length % 2 === 1 ? 'REPLIED' : 'WAIT';

export function seedFeedback(clock: SeedClock): {
  feedbacks: FeedbackRow[];
  feedbackMessages: FeedbackMessageRow[];
} {
  const feedbacks: FeedbackRow[] = [];
  const feedbackMessages: FeedbackMessageRow[] = [];
  SEEDED.forEach((enquiry, index) => {
    const feedbackId = index + 1;
    const asked = clock.time(enquiry.time);
    const messages = [enquiry.question, ...enquiry.replies].map((content, order) => ({
      messageId: feedbackMessages.length + order + 1,
      feedbackId,
      fromPlatform: (order % 2) as 0 | 1,
      content,
      createTime: shiftTime(asked, order * REPLY_GAP_MINUTES),
    }));
    feedbackMessages.push(...messages);
    feedbacks.push({
      feedbackId,
      userId: enquiry.userId,
      title: enquiry.title,
      category: enquiry.category,
      status: statusOf(enquiry),
      createTime: asked,
      updateTime: messages[messages.length - 1].createTime,
    });
  });
  return { feedbacks, feedbackMessages };
}
