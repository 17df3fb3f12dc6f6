export const toolbarCopy = {
  label: '快捷工具栏',
  category: '分类',
  cart: '购物车',
  favourites: '我的收藏',
  orders: '我的订单',
  history: '浏览记录',
} as const;

export const navCopy = {
  home: '首页',
  announcement: '公告',
  storage: '商城',
  division: '事业部',
  memberCentre: '会员中心',
  greeting: (address: string) => `您好，${address}`,
  menuTitle: '会员中心',
  tickerLabel: '滚动公告',
  tickerMore: '查看全部公告',
  historyOrders: '历史订单',
  afterSales: '售后服务',
} as const;
