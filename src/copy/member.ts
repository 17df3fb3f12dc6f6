export const memberCopy = {
  centreTitle: '会员中心',
  profile: '个人资料',
  balance: '账户余额',
  level: '会员等级',
  email: '邮箱',
  phone: '手机号',
  birthday: '生日',
  sex: '性别',
  sexMale: '男',
  sexFemale: '女',
  userName: '姓名',
  noPermission: '暂无权限',
} as const;

export const memberMenuCopy = {
  account: '我的账户',
  money: '资金与权益',
  shopping: '购物与订单',
  service: '服务与合同',
} as const;

export const systemLogCopy = {
  group: '系统管理',
  title: '系统日志',
  empty: '暂无日志',
  forbidden: '您没有查看系统日志的权限',
  types: { ORDER: '下单', PAY: '支付', RECHARGE: '充值', OTHER: '其他' },
} as const;
