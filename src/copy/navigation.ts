import { termCopy } from './terms';
export const toolbarCopy = {
  label: '快捷工具栏',
  category: '分类',
  cart: termCopy.cart,
  favourites: termCopy.favourites,
  orders: '我的订单',
  history: termCopy.browseHistory,
} as const;

export const navCopy = {
  home: '首页',
  announcement: '公告',
  storage: termCopy.mall,
  division: '事业部',
  memberCentre: termCopy.memberCentre,
  greeting: (address: string) => `您好，${address}`,
  menuTitle: termCopy.memberCentre,
  tickerLabel: '滚动公告',
  tickerMore: '查看全部公告',
  /** The ticker's search box, which searches the list of the screen below it. */
  tickerSearch: '搜索本页列表',
  historyOrders: '历史订单',
  afterSales: '售后服务',
} as const;
