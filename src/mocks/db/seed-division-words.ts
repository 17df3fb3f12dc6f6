/** Fourteen cities, each with a district and road for generated addresses, and an area code. */
export const CITIES = [
  { city: '深圳', district: '南山区', road: '科技园路', areaCode: '0755' },
  { city: '广州', district: '天河区', road: '天河路', areaCode: '020' },
  { city: '北京', district: '朝阳区', road: '建国路', areaCode: '010' },
  { city: '上海', district: '浦东新区', road: '世纪大道', areaCode: '021' },
  { city: '杭州', district: '西湖区', road: '文三路', areaCode: '0571' },
  { city: '成都', district: '武侯区', road: '人民南路', areaCode: '028' },
  { city: '武汉', district: '江汉区', road: '建设大道', areaCode: '027' },
  { city: '南京', district: '鼓楼区', road: '中山北路', areaCode: '025' },
  { city: '西安', district: '雁塔区', road: '长安南路', areaCode: '029' },
  { city: '重庆', district: '渝中区', road: '解放碑步行街', areaCode: '023' },
  { city: '长沙', district: '岳麓区', road: '麓山南路', areaCode: '0731' },
  { city: '郑州', district: '金水区', road: '花园路', areaCode: '0371' },
  { city: '苏州', district: '姑苏区', road: '人民路', areaCode: '0512' },
  { city: '天津', district: '和平区', road: '南京路', areaCode: '022' },
] as const;

export const EDITIONS = ['基础版', '专业版', '旗舰版'] as const;

/** News titles for a division: (division name, a city) -> title. */
export const NEWS_TEMPLATES: readonly ((name: string, city: string) => string)[] = [
  (name, city) => `${name}亮相${city}行业博览会`,
  (name) => `${name}召开年度工作总结会`,
  (name, city) => `${name}${city}服务中心正式启用`,
  (name) => `${name}与多家合作伙伴签署战略协议`,
  (name) => `${name}开展员工专业技能培训`,
  (name, city) => `${name}在${city}举办客户答谢会`,
  (name) => `${name}荣获年度优秀服务商称号`,
  (name) => `${name}发布新一代服务产品`,
  (name, city) => `${name}参与${city}社区公益活动`,
  (name) => `${name}通过质量管理体系复审`,
  (name) => `${name}举办第二季度经营分析会`,
  (name, city) => `${city}市领导莅临${name}调研指导`,
  (name) => `${name}上线会员满意度调查`,
];

/** Honours and the bodies that award them; every division holds all of them. */
export const HONOURS = [
  { honourName: 'ISO 9001 质量管理体系认证', issuer: '中国质量认证中心' },
  { honourName: 'ISO 14001 环境管理体系认证', issuer: '中国质量认证中心' },
  { honourName: '高新技术企业证书', issuer: '省科学技术厅' },
  { honourName: 'AAA 级信用企业', issuer: '中国企业信用评价中心' },
  { honourName: '守合同重信用企业', issuer: '省市场监督管理局' },
  { honourName: '年度优秀服务商', issuer: '中国商业联合会' },
  { honourName: '行业十佳品牌', issuer: '中国品牌建设促进会' },
  { honourName: '专精特新中小企业', issuer: '省工业和信息化厅' },
  { honourName: '软件著作权登记证书', issuer: '国家版权局' },
  { honourName: '安全生产标准化证书', issuer: '市应急管理局' },
  { honourName: '诚信经营示范单位', issuer: '市工商业联合会' },
  { honourName: '科技创新奖', issuer: '市科学技术局' },
  { honourName: '优秀社会责任企业', issuer: '中国社会责任百人论坛' },
] as const;

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
];
export const GIVEN_NAMES = [
  '建华',
  '晓明',
  '丽娟',
  '志强',
  '秀英',
  '海峰',
  '雅琴',
  '国庆',
  '静怡',
  '文博',
  '思远',
  '欣然',
  '子豪',
];

/** Milestones from 2012 on, one a year: (division name, short name, a city) -> title. */
export const MILESTONE_TEMPLATES: readonly ((
  name: string,
  short: string,
  city: string,
) => string)[] = [
  (name) => `${name}筹建启动`,
  (_, short, city) => `首家${short}服务门店在${city}开业`,
  (_, short) => `${short}业务会员突破一万人`,
  (name) => `${name}获评高新技术企业`,
  (_, short, city) => `${city}区域${short}运营中心成立`,
  (_, short) => `${short}服务标准化体系发布`,
  (name) => `${name}完成数字化系统升级`,
  (_, short) => `${short}业务覆盖全国二十个省份`,
  (_name, _short, city) => `${city}智能仓配中心投入使用`,
  (name) => `${name}会员满意度达到百分之九十八`,
  (_, short) => `${short}业务年交易额突破十亿元`,
  (name) => `${name}启动乡村服务网点计划`,
  (_, short, city) => `${city}${short}创新实验室揭牌`,
  (name) => `${name}开启新三年发展规划`,
];

export const EDITION_NOTES = [
  '满足日常基础需求，开通快捷，上手简单。',
  '功能全面，适合业务快速成长的团队。',
  '全功能旗舰配置，配备专属顾问一对一服务。',
] as const;

export const NEWS_LEADS = [
  '活动现场气氛热烈，吸引了众多合作伙伴与会员到场交流。',
  '会议回顾了阶段性工作成果，并部署了下一步重点任务。',
  '此举将进一步提升服务效率，为会员带来更好的体验。',
  '各方表示将以此为契机，深化合作、共谋发展。',
] as const;

export const MEMBER_NOTES = [
  '擅长客户关系维护与解决方案设计。',
  '曾主导多个省级重点项目的落地实施。',
  '注重服务细节，深受客户与同事好评。',
  '带领团队连续三年超额完成年度目标。',
] as const;

export const MILESTONE_NOTES = [
  '这一年，团队规模与服务能力同步提升。',
  '会员口碑持续向好，合作伙伴数量稳步增长。',
  '标准化与数字化建设取得阶段性成果。',
  '服务网络进一步下沉，覆盖更多城市与社区。',
] as const;
