export const commonCopy = {
  siteTitle: '会员服务平台',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  tip: '提示',
  delete: '删除',
  search: '搜索',
  reset: '重置',
  noData: '暂无数据',
  loading: '加载中...',
  operationSuccess: '操作成功',
  uploading: '上传中',
  uploadSuccess: '上传成功',
  serverException: '服务器异常',
  retry: '重试',
  loadFailed: '加载失败',
  loadFailedHint: '请检查网络后重试。',
  badAnswer: '服务器返回的数据有误，请稍后重试',
  badAmount: '服务器返回的金额有误，请稍后重试',
  partFailed: '这部分内容出错了',
  backHome: '返回首页',
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面不存在或已被移除。',
  errorTitle: '页面出错了',
  errorHint: '页面加载失败，请刷新后重试。',
  chunkReloading: '系统已更新，正在重新加载页面...',
  chunkFailedTitle: '页面加载失败',
  chunkFailedHint: '网络异常或系统刚刚更新，部分内容未能加载。请检查网络后重新加载。',
  reload: '重新加载',
  required: (label: string) => `请输入${label}`,
} as const;

export const pagerCopy = {
  prev: '上一页',
  next: '下一页',
  total: (total: number) => `共 ${total} 条`,
} as const;

export const searchBarCopy = {
  placeholder: '请输入关键词',
  search: commonCopy.search,
  reset: commonCopy.reset,
} as const;
