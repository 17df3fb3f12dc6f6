import { termCopy } from './terms';
export const newsCopy = {
  latest: termCopy.latestNotices,
  listTitle: '公告列表',
  publishedAt: termCopy.publishedAt,
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
  bannerLabel: '首页轮播',
  entriesTitle: termCopy.shortcuts,
  entries: {
    memberCentre: { title: '会员中心', description: '查看账户余额、个人资料与账户安全' },
    storage: { title: '商品商城', description: '浏览商品目录，加入购物车并下单' },
    division: { title: '事业部', description: '了解各事业部的业务、产品与团队' },
    announcement: { title: '平台公告', description: '了解平台最新动态与通知' },
  },
  columnsTitle: '资讯栏目',
  more: '更多',
  videosTitle: '精选视频',
  imagesTitle: '平台风采',
  familyTitle: '会员风采',
  timeTitle: '会员时光',
} as const;

export const portalListCopy = {
  video: { title: '视频中心', searchPlaceholder: '搜索视频标题或简介', empty: '暂无视频' },
  family: { title: '会员风采', searchPlaceholder: '搜索姓名、称号或地区', empty: '暂无会员风采' },
  time: { title: '会员时光', searchPlaceholder: '搜索时光标题或内容', empty: '暂无时光记录' },
  play: (title: string) => `播放：${title}`,
  playPrefix: '播放：',
  videoUnsupported: '您的浏览器不支持视频播放。',
} as const;

export const documentCopy = {
  searchPlaceholder: '搜索文档标题或内容',
  empty: '暂无文档',
  publishedAt: termCopy.publishedAt,
  attachments: '附件',
  preview: '在线预览',
  download: '下载',
  notFound: '该文档不存在',
  columnNotFound: '该栏目不存在',
} as const;

export const helpCopy = {
  entry: '帮助中心',
  title: '帮助中心',
  categories: '帮助分类',
  topics: '常见问题',
  chooseTopic: '请选择左侧的问题查看解答',
  empty: '暂无帮助内容',
} as const;

export const pdfPreviewCopy = {
  title: '文件预览',
  frameTitle: 'PDF 文件预览',
  download: '下载',
  missingUrl: '缺少要预览的文件地址。',
  invalidUrl: '文件地址无效，无法预览。',
  unsupportedProtocol: '仅支持预览 http 或 https 地址的文件。',
  foreignHost: '出于安全考虑，不支持预览该来源的文件。',
  notPdf: '仅支持预览 PDF 文件。',
  notPdfContent: '该文件的内容不是 PDF，出于安全考虑无法预览。',
} as const;

export const connectCopy = {
  cardTitle: '关联与授权',
  cardHint: '完成团队授权并关联推荐人，即可申请提升会员等级。',
  open: termCopy.linkNow,
  manage: '管理关联',
  drawerTitle: '关联与授权',
  teamTitle: '团队授权',
  teamNone: '尚未授权服务团队',
  teamCurrent: (name: string) => `已授权：${name}`,
  teamLeader: (name: string) => `负责人：${name}`,
  teamMembers: (count: number) => `${count} 名成员`,
  authorize: '授权',
  authorized: '已授权',
  authorizeDone: (name: string) => `已授权${name}`,
  followTitle: termCopy.referrer,
  followNone: '尚未关联推荐人',
  followCurrent: (name: string, phone: string) => `已关联：${name}（${phone}）`,
  followPhone: '推荐人手机号',
  followPhonePlaceholder: '请输入推荐人的注册手机号',
  followPhoneInvalid: termCopy.phoneInvalid,
  follow: '关联',
  followDone: '推荐人关联成功',
  fansTitle: '我的粉丝',
  fansEmpty: '暂无粉丝',
  levelTitle: termCopy.memberLevel,
  level: (level: number) => `LV${level}`,
  upLevel: '申请升级',
  upLevelDone: (level: number) => `升级成功，当前等级 LV${level}`,
  levelMax: '已是最高等级',
  status: { team: '团队授权', follow: '推荐人', fans: '粉丝', level: '会员等级' },
  done: termCopy.completed,
  todo: '未完成',
} as const;
