import { SAMPLE_PDF } from './seed-documents';
import type { SeedClock } from './seed-time';
import type { ContractRow } from './types';

const PLATFORM = '会员服务平台运营有限公司';

interface SeededContract {
  userId: number;
  contractName: string;
  party: string;
  /** Days from the day of seeding, so that each contract keeps its status whenever it runs. */
  startIn: number;
  endIn: number;
  remark: string;
  review?: ContractRow['review'];
  extension?: { endIn: number; reason: string };
}

const SEEDED: readonly SeededContract[] = [
  {
    userId: 1,
    contractName: '年度商品采购框架合同',
    party: PLATFORM,
    startIn: -300,
    endIn: 65,
    remark: '按协议价采购粮油、饮品等商品，月结。',
  },
  {
    userId: 1,
    contractName: '区域配送服务合同',
    party: '深圳市顺达物流有限公司',
    startIn: -345,
    endIn: 20,
    remark: '南山区门店的日常配送。',
  },
  {
    userId: 1,
    contractName: '门店合作协议',
    party: PLATFORM,
    startIn: -730,
    endIn: -35,
    remark: '科技园门店的合作经营。',
  },
  {
    userId: 1,
    contractName: '广告投放服务合同',
    party: '会员服务平台广告事业部',
    startIn: -200,
    endIn: 165,
    remark: '首页及事业部页面的广告位。',
    review: 'EXTENSION_AUDIT',
    extension: { endIn: 530, reason: '广告效果良好，续签一年。' },
  },
  {
    userId: 1,
    contractName: '医疗器械代理合同',
    party: '会员服务平台医疗事业部',
    startIn: 10,
    endIn: 375,
    remark: '代理家用医疗器械，申请中。',
    review: 'NEW_AUDIT',
  },
  {
    userId: 2,
    contractName: '会员采购协议',
    party: PLATFORM,
    startIn: -120,
    endIn: 245,
    remark: '',
  },
  {
    userId: 2,
    contractName: '社区团购合作合同',
    party: PLATFORM,
    startIn: -350,
    endIn: 12,
    remark: '社区团购点的商品供应。',
  },
];

/** Both members' contracts, dated around the day the database is seeded. */
export function seedContracts(clock: SeedClock): ContractRow[] {
  const dayIn = (days: number) => clock.fromSeedingDay(days * 24 * 60).slice(0, 10);
  return SEEDED.map((contract, index) => {
    const contractId = index + 1;
    const pending = contract.review === 'NEW_AUDIT';
    return {
      contractId,
      userId: contract.userId,
      contractNo: `HT${dayIn(contract.startIn).slice(0, 4)}${String(contractId).padStart(4, '0')}`,
      contractName: contract.contractName,
      party: contract.party,
      startDate: dayIn(contract.startIn),
      endDate: dayIn(contract.endIn),
      signTime: pending ? '' : `${dayIn(contract.startIn - 7)} 10:30:00`,
      remark: contract.remark,
      pdfUrl: pending ? null : SAMPLE_PDF,
      review: contract.review ?? null,
      auditRemark: '',
      extension: contract.extension
        ? {
            endDate: dayIn(contract.extension.endIn),
            reason: contract.extension.reason,
            applyTime: `${dayIn(-3)} 09:20:00`,
          }
        : null,
    };
  });
}
