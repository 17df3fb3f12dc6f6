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
