import type { DivisionContact } from '@/features/division/api/division-schemas';
import type { DivisionId } from '@/lib/enums/division';

/** What makes each division's seeded pages its own. */
export interface DivisionProfile {
  division: DivisionId;
  name: string;
  /** Who acts in news and milestones: the division, or the platform for 关于我们. */
  orgName: string;
  /** Used in generated names, e.g. 医疗 in 深圳医疗服务中心. */
  short: string;
  slogan: string;
  paragraphs: readonly string[];
  strengths: readonly string[];
  /** Four product lines; each comes in three editions. */
  productLines: readonly string[];
  /** Four kinds of customer: a name suffix and its industry. */
  customerKinds: readonly { suffix: string; industry: string }[];
  positions: readonly string[];
  contact: DivisionContact;
}

const HOURS = '周一至周五 9:00-18:00';

export const DIVISION_PROFILES: readonly DivisionProfile[] = [
  {
    division: 2,
    name: '医疗事业部',
    orgName: '医疗事业部',
    short: '医疗',
    slogan: '让优质医疗资源触手可及',
    paragraphs: [
      '医疗事业部专注于医疗器械供应、远程医疗与健康管理服务，为各级医疗机构及家庭用户提供一站式解决方案。',
      '依托平台遍布全国的服务网络，事业部与数百家医院、诊所及连锁药房建立了长期合作关系。',
    ],
    strengths: ['医疗器械集中采购与冷链配送', '远程会诊与专家预约服务', '家庭健康管理与慢病随访'],
    productLines: ['远程会诊平台', '智慧药房系统', '家用医疗器械套装', '健康体检套餐'],
    customerKinds: [
      { suffix: '人民医院', industry: '公立医院' },
      { suffix: '妇幼保健院', industry: '专科医院' },
      { suffix: '社区卫生服务中心', industry: '基层医疗' },
      { suffix: '连锁大药房', industry: '医药零售' },
    ],
    positions: ['事业部总经理', '医学顾问', '产品经理', '区域经理', '客服主管'],
    contact: {
      address: '广东省深圳市南山区科苑路15号科兴科学园B栋8楼',
      phone: '0755-86001201',
      email: 'medical@example.com',
      hours: HOURS,
      postcode: '518057',
    },
  },
  {
    division: 3,
    name: '广告事业部',
    orgName: '广告事业部',
    short: '广告',
    slogan: '用创意连接品牌与用户',
    paragraphs: [
      '广告事业部提供品牌策划、户外广告、社区媒体与数字营销服务，帮助合作伙伴精准触达目标用户。',
      '事业部运营的社区广告屏覆盖全国数千个小区，并拥有完整的创意、投放与效果评估团队。',
    ],
    strengths: ['社区广告屏精准投放', '品牌全案策划与创意制作', '投放效果实时监测与评估'],
    productLines: ['社区广告屏', '品牌策划全案', '新媒体代运营', '户外广告牌'],
    customerKinds: [
      { suffix: '食品有限公司', industry: '快消品' },
      { suffix: '房地产开发公司', industry: '房地产' },
      { suffix: '汽车销售服务公司', industry: '汽车' },
      { suffix: '教育培训学校', industry: '教育' },
    ],
    positions: ['事业部总经理', '创意总监', '媒介经理', '策划主管', '设计师'],
    contact: {
      address: '广东省广州市天河区珠江新城花城大道68号环球都会广场21楼',
      phone: '020-38002203',
      email: 'ad@example.com',
      hours: HOURS,
      postcode: '510623',
    },
  },
  {
    division: 4,
    name: '网络服务事业部',
    orgName: '网络服务事业部',
    short: '网络',
    slogan: '稳定、安全、高效的数字化底座',
    paragraphs: [
      '网络服务事业部为企业客户提供网站建设、云主机、企业邮箱与信息安全服务，助力业务数字化转型。',
      '事业部自建多地数据中心与 7×24 小时运维团队，保障客户系统稳定运行。',
    ],
    strengths: ['多地数据中心与专线接入', '等级保护与信息安全咨询', '7×24 小时运维值守'],
    productLines: ['企业云主机', '企业邮箱', '网站建设', '网络安全防护'],
    customerKinds: [
      { suffix: '科技有限公司', industry: '互联网' },
      { suffix: '物流有限公司', industry: '物流' },
      { suffix: '制造有限公司', industry: '制造业' },
      { suffix: '商业银行支行', industry: '金融' },
    ],
    positions: ['事业部总经理', '技术总监', '运维工程师', '安全工程师', '售前顾问'],
    contact: {
      address: '浙江省杭州市西湖区文三路478号华星时代广场12楼',
      phone: '0571-88002304',
      email: 'net@example.com',
      hours: '7×24 小时技术支持；商务咨询 周一至周五 9:00-18:00',
      postcode: '310012',
    },
  },
  {
    division: 5,
    name: '运营服务中心',
    orgName: '运营服务中心',
    short: '运营',
    slogan: '每一次服务都值得信赖',
    paragraphs: [
      '运营服务中心统筹平台的会员服务、门店运营、物流配送与售后保障，是平台服务质量的守护者。',
      '中心建立了覆盖省、市、区县、街道与社区的五级服务网络，让会员就近获得专业服务。',
    ],
    strengths: ['五级服务网络就近响应', '标准化门店运营体系', '售后问题 48 小时内闭环'],
    productLines: ['门店运营托管', '会员服务外包', '仓配一体化', '售后保障计划'],
    customerKinds: [
      { suffix: '连锁超市', industry: '零售' },
      { suffix: '便利店', industry: '零售' },
      { suffix: '物业服务公司', industry: '物业' },
      { suffix: '家政服务公司', industry: '生活服务' },
    ],
    positions: ['中心主任', '运营总监', '物流经理', '门店督导', '售后主管'],
    contact: {
      address: '湖北省武汉市江汉区建设大道568号新世界国贸大厦15楼',
      phone: '027-85002405',
      email: 'service@example.com',
      hours: '周一至周日 8:30-20:00',
      postcode: '430022',
    },
  },
  {
    division: 7,
    name: '关于我们',
    orgName: '会员服务平台',
    short: '平台',
    slogan: '一站式会员采购与供应服务',
    paragraphs: [
      '会员服务平台成立于 2012 年，是一家服务于销售、服务与供应网络的企业会员采购平台。',
      '平台以会员为中心，整合商品、物流、金融与服务资源，为会员提供放心、便捷、实惠的采购体验。',
    ],
    strengths: ['正品保障，源头直采', '全国仓配网络，准时送达', '多种支付方式，账单清晰'],
    productLines: ['会员采购服务', '分销合作计划', '供应商入驻', '企业定制服务'],
    customerKinds: [
      { suffix: '贸易有限公司', industry: '商贸' },
      { suffix: '商业管理公司', industry: '商业' },
      { suffix: '供应链公司', industry: '供应链' },
      { suffix: '农业合作社', industry: '农业' },
    ],
    positions: ['总经理', '副总经理', '财务总监', '人力资源总监', '品牌经理'],
    contact: {
      address: '广东省深圳市福田区深南大道6008号特区报业大厦30楼',
      phone: '400-800-2407',
      email: 'contact@example.com',
      hours: HOURS,
      postcode: '518034',
    },
  },
];
