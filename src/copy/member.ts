import { termCopy } from './terms';
export const memberCopy = {
  centreTitle: termCopy.memberCentre,
  profile: '个人资料',
  balance: termCopy.accountBalance,
  level: termCopy.memberLevel,
  email: '邮箱',
  phone: termCopy.phone,
  birthday: '生日',
  sex: '性别',
  sexMale: '男',
  sexFemale: '女',
  userName: termCopy.personName,
  notSet: termCopy.notFilled,
  editProfile: '编辑资料',
  editProfileTitle: '编辑个人资料',
  save: termCopy.save,
  userNamePlaceholder: termCopy.personNamePlaceholder,
  userNameLength: (min: number, max: number) => `姓名应为${min}到${max}个字`,
  emailPlaceholder: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱地址',
  birthdayPlaceholder: '请选择生日',
  birthdayInvalid: '请选择正确的生日',
  birthdayInFuture: '生日不能晚于今天',
  levelValue: (level: number) => `LV${level}`,
  photo: '头像',
  photoOf: (name: string) => `${name}的头像`,
  changePhoto: '更换头像',
  presetPhotos: '选择头像',
  presetPhoto: (index: number) => `头像 ${index}`,
  presetPhotosEmpty: '暂无可选头像',
  uploadPhoto: '上传头像',
  savePhoto: '使用该头像',
  choosePhotoFirst: '请先选择或上传一张头像',
  shortcuts: termCopy.shortcuts,
  resources: '账户与资源',
  addressBook: termCopy.deliveryAddress,
  bankAccounts: termCopy.bankAccounts,
  invoiceProfiles: termCopy.invoiceInformation,
  ruleTitle: '平台规则',
  ruleEmpty: '暂无平台规则',
} as const;

export const memberMenuCopy = {
  account: '我的账户',
  money: '资金与权益',
  shopping: '购物与订单',
  service: '服务与合同',
  business: '团队与经营',
  supply: '供应与仓储',
  search: '搜索菜单',
  noMatch: '没有匹配的菜单',
} as const;

/** What an entry of the account log is about, one label per SystemLogType. */
export const systemLogTypeCopy = {
  ORDER: '下单',
  PAY: '支付',
  RECHARGE: termCopy.recharge,
  OTHER: termCopy.other,
} as const;

export const systemLogCopy = {
  group: '系统管理',
  title: '系统日志',
  empty: '暂无日志',
  forbidden: '您没有查看系统日志的权限',
} as const;
