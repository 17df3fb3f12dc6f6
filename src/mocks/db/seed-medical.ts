import type { ConsultationStatus } from '@/lib/enums/consultation';
import type { MedicalCategory } from '@/config/paths';
import type { GoodRow } from './goods-rows';
import type { ConsultationRow, MedicalItemRow, MedicalTables } from './medical-rows';
import type { SeedClock } from './seed-time';

/** name, fee in fen, minutes, introduction. */
type ServiceSource = readonly [string, number, number, string];

interface CategorySource {
  services: readonly ServiceSource[];
  /** Goods of the catalogue (医疗器械) the category recommends, by goodId. */
  goodIds: readonly number[];
}

const CATEGORIES: Record<MedicalCategory, CategorySource> = {
  operation: {
    services: [
      ['术前评估咨询', 19900, 30, '外科医生解读检查结果，评估手术指征与风险，给出术前准备建议。'],
      ['外科专家手术预约', 59900, 45, '三甲医院外科专家面诊，确定手术方案并协助预约手术时间。'],
      ['术后康复随访', 9900, 20, '术后伤口、饮食与康复训练指导，按期随访复查。'],
    ],
    goodIds: [14, 15, 19, 16, 20],
  },
  remote: {
    services: [
      ['视频问诊', 4900, 15, '与全科医生视频通话，描述症状，获得初步诊断与就医建议。'],
      ['复诊续方', 2900, 10, '慢病复诊，医生审核既往处方后在线续方。'],
      ['检查报告远程解读', 6900, 20, '上传化验单或影像报告，专科医生在线解读。'],
    ],
    goodIds: [11, 13, 12],
  },
  reproduction: {
    services: [
      ['生育力评估咨询', 29900, 40, '评估夫妻双方生育力，制定备孕检查与调理计划。'],
      ['辅助生殖方案咨询', 39900, 45, '生殖医学专科医生介绍人工授精、试管婴儿等方案与流程。'],
    ],
    goodIds: [12],
  },
  maternity: {
    services: [
      ['孕期保健咨询', 9900, 30, '产科医生解答孕期营养、产检安排与常见不适。'],
      ['产后康复指导', 12900, 30, '盆底康复、体态恢复与哺乳期保健指导。'],
      ['新生儿护理咨询', 6900, 20, '喂养、黄疸、睡眠与日常护理问题一对一解答。'],
    ],
    goodIds: [12, 14, 19],
  },
  heredity: {
    services: [
      ['遗传咨询门诊', 39900, 45, '遗传咨询师评估家族遗传风险，建议合适的基因检测项目。'],
      ['基因检测报告解读', 19900, 30, '逐项解读基因检测报告，说明风险与后续建议。'],
    ],
    goodIds: [15],
  },
  prenatal: {
    services: [
      ['产前筛查结果解读', 9900, 20, '解读唐氏筛查、B 超等产前筛查结果，判断是否需要进一步诊断。'],
      ['无创 DNA 检测咨询', 14900, 30, '介绍无创产前基因检测的适用人群、准确率与流程。'],
    ],
    goodIds: [11, 12],
  },
  hematology: {
    services: [
      ['血常规报告解读', 4900, 15, '血液科医生解读血常规各项指标的异常与意义。'],
      ['贫血专科咨询', 9900, 30, '查找贫血原因，制定饮食与药物治疗方案。'],
    ],
    goodIds: [13, 15],
  },
  oncology: {
    services: [
      ['肿瘤早筛咨询', 19900, 30, '根据年龄、家族史与生活习惯推荐肿瘤早筛项目。'],
      ['多学科专家会诊', 199900, 60, '外科、内科、放疗科等多学科专家联合评估治疗方案。'],
    ],
    goodIds: [18, 14],
  },
  urinary: {
    services: [
      ['结石诊疗咨询', 9900, 20, '泌尿系结石的检查、排石与手术方案咨询。'],
      ['前列腺健康咨询', 9900, 20, '前列腺增生、炎症等问题的诊疗与复查建议。'],
    ],
    goodIds: [17, 19],
  },
  test: {
    services: [
      ['体检报告解读', 4900, 15, '全科医生逐项解读体检报告，给出复查与生活方式建议。'],
      ['专项检测预约咨询', 6900, 20, '根据需要推荐过敏原、肿瘤标志物等专项检测并协助预约。'],
    ],
    goodIds: [11, 12, 13, 15],
  },
};

/** The categories' services, then their goods; item ids run in this order from 1. */
function seedItems(goods: readonly GoodRow[]): MedicalItemRow[] {
  const rows: MedicalItemRow[] = [];
  for (const [category, source] of Object.entries(CATEGORIES) as [
    MedicalCategory,
    CategorySource,
  ][]) {
    for (const [name, price, duration, intro] of source.services) {
      rows.push({
        itemId: rows.length + 1,
        category,
        kind: 'SERVICE',
        name,
        image: '',
        intro,
        price,
        goodId: 0,
        goodStockId: 0,
        duration,
      });
    }
    for (const goodId of source.goodIds) {
      const good = goods.find((row) => row.goodId === goodId);
      const stock = good?.stocks[0];
      if (!good || !stock) continue;
      rows.push({
        itemId: rows.length + 1,
        category,
        kind: 'GOOD',
        name: good.goodName,
        image: good.images[0] ?? '',
        intro: `${stock.goodStockName}，商城正品，下单后由平台配送。`,
        price: stock.price,
        goodId,
        goodStockId: stock.goodStockId,
        duration: 0,
      });
    }
  }
  return rows;
}

/** service name, status, written booking time, written appointment day, patient, reply. */
type ConsultationSource = readonly [string, ConsultationStatus, string, string, string, string];

const CONSULTATIONS: readonly ConsultationSource[] = [
  ['体检报告解读', 'UNPAID', '2024-06-19 16:12:00', '2024-06-23', '林晓雨', ''],
  ['视频问诊', 'PAID', '2024-06-19 15:40:00', '2024-06-22', '林晓雨', ''],
  [
    '孕期保健咨询',
    'ONGOING',
    '2024-06-17 10:05:00',
    '2024-06-19',
    '周婷',
    '已查看您上传的产检单，各项指标正常，建议 28 周按时做糖耐量检查。',
  ],
  [
    '术前评估咨询',
    'DONE',
    '2024-06-10 08:30:00',
    '2024-06-12',
    '林建国',
    '评估完成：可择期行腹腔镜胆囊切除术，术前需禁食 8 小时。',
  ],
  [
    '血常规报告解读',
    'DONE',
    '2024-06-05 20:18:00',
    '2024-06-07',
    '林晓雨',
    '血红蛋白略低，属轻度贫血，建议补铁并一个月后复查。',
  ],
  ['结石诊疗咨询', 'CANCELLED', '2024-06-01 11:00:00', '2024-06-04', '林建国', ''],
  ['肿瘤早筛咨询', 'PAID', '2024-05-28 14:22:00', '2024-06-25', '林建国', ''],
  [
    '产前筛查结果解读',
    'DONE',
    '2024-05-20 09:48:00',
    '2024-05-22',
    '周婷',
    '唐筛结果为低风险，无需进一步产前诊断，按期产检即可。',
  ],
  [
    '复诊续方',
    'DONE',
    '2024-05-12 16:36:00',
    '2024-05-13',
    '林建国',
    '已续开降压药 30 天用量，请每日早晚测量血压并记录。',
  ],
  [
    '遗传咨询门诊',
    'ONGOING',
    '2024-05-06 13:15:00',
    '2024-06-21',
    '林晓雨',
    '初步评估已完成，待基因检测结果出来后再做详细解读。',
  ],
  ['检查报告远程解读', 'UNPAID', '2024-04-27 19:02:00', '2024-06-24', '林晓雨', ''],
  [
    '新生儿护理咨询',
    'DONE',
    '2024-04-15 10:40:00',
    '2024-04-16',
    '周婷',
    '宝宝黄疸值在正常范围，注意按需喂养、多晒太阳。',
  ],
];

const PHONES: Record<string, string> = {
  林晓雨: '13800000001',
  周婷: '13912345678',
  林建国: '13987654321',
};

const PAID_STATUSES: readonly ConsultationStatus[] = ['PAID', 'ONGOING', 'DONE'];

/** The seeded member's consultations (account 1); the zero-balance member has none. */
function seedConsultations(items: readonly MedicalItemRow[], clock: SeedClock): ConsultationRow[] {
  return CONSULTATIONS.flatMap(([serviceName, status, created, day, patientName, reply], index) => {
    const item = items.find((row) => row.kind === 'SERVICE' && row.name === serviceName);
    if (!item) return [];
    const createTime = clock.time(created);
    const consultationId = CONSULTATIONS.length - index;
    return [
      {
        consultationId,
        consultationNo: `YL${createTime.slice(0, 10).replaceAll('-', '')}${String(consultationId).padStart(4, '0')}`,
        userId: 1,
        itemId: item.itemId,
        category: item.category,
        serviceName,
        price: item.price,
        status,
        patientName,
        phone: PHONES[patientName] ?? '',
        appointmentDay: clock.day(day),
        createTime,
        description: `${serviceName}：请医生帮忙看一下，谢谢。`,
        payTime: PAID_STATUSES.includes(status) ? clock.time(created.replace(/:00$/, ':30')) : '',
        doctorReply: reply,
      },
    ];
  });
}

export function seedMedical(goods: readonly GoodRow[], clock: SeedClock): MedicalTables {
  const items = seedItems(goods);
  return { items, consultations: seedConsultations(items, clock) };
}
