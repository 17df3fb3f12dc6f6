import type { HelpCategory, HelpContent } from '@/features/portal/api/portal-schemas';

/** [category, [topic title, answer HTML][]]. */
const HELP: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    '账户与登录',
    [
      [
        '忘记密码怎么办',
        '<p>在登录页点击<strong>修改密码</strong>，通过短信验证码设置新密码。</p>',
      ],
      ['如何修改个人资料', '<p>进入<strong>会员中心</strong>，在个人资料中修改并保存。</p>'],
      ['为什么提示登录已失效', '<p>长时间未操作或在其他设备登录后，需要重新登录。</p>'],
    ],
  ],
  [
    '订单与支付',
    [
      [
        '如何提交订单',
        '<p>将商品加入购物车后点击<strong>去结算</strong>，确认地址与发票后提交订单。</p>',
      ],
      [
        '余额不足如何支付',
        '<p>支付时余额不足会弹出<strong>充值结算</strong>窗口，充值后即可继续支付。</p>',
      ],
      ['如何取消订单', '<p>待付款订单可在订单列表中直接取消。</p>'],
    ],
  ],
  [
    '充值与发票',
    [
      ['银行转账多久到账', '<p>银行转账充值一般在<strong>1 至 2 个工作日</strong>内审核到账。</p>'],
      [
        '充值手续费如何计算',
        '<p>微信与支付宝充值按页面显示的费率收取手续费，银行转账免手续费。</p>',
      ],
      [
        '如何申请增值税专用发票',
        '<p>在订单列表中选择已支付订单，填写完整的单位开票信息后申请。</p>',
      ],
    ],
  ],
  [
    '配送与售后',
    [
      ['为什么提示超出配送范围', '<p>部分商品仅限指定区域配送，请更换收货地址或删除该商品。</p>'],
      ['如何申请售后', '<p>已发货或已收货的订单可在订单详情中申请售后，并与平台在线沟通。</p>'],
      ['如何查询物流', '<p>在订单列表中点击<strong>查看物流</strong>即可查询配送进度。</p>'],
    ],
  ],
];

export function seedHelp(): { helpCategories: HelpCategory[]; helpContents: HelpContent[] } {
  const helpCategories = HELP.map(([helpTitle], index) => ({ helpId: index + 1, helpTitle }));
  const helpContents = HELP.flatMap(([, topics], categoryIndex) =>
    topics.map(([title, content], topicIndex) => ({
      contentId: categoryIndex * topics.length + topicIndex + 1,
      helpId: categoryIndex + 1,
      title,
      content,
    })),
  );
  return { helpCategories, helpContents };
}
