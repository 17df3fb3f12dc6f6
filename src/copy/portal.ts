export const newsCopy = {
  title: '公告',
  latest: '最新公告',
  listTitle: '公告列表',
  publishedAt: '发布时间',
  searchPlaceholder: '搜索公告标题或内容',
  notFound: '该公告不存在',
  empty: '暂无公告',
} as const;

export const homeCopy = {
  stats: [
    { key: 'memberCount', label: '注册会员' },
    { key: 'goodsCount', label: '在售商品' },
    { key: 'storeCount', label: '服务门店' },
    { key: 'orderCount', label: '累计订单' },
  ],
  entriesTitle: '快捷入口',
  entries: {
    memberCentre: { title: '会员中心', description: '查看账户余额、个人资料与账户安全' },
    announcement: { title: '平台公告', description: '了解平台最新动态与通知' },
  },
} as const;
