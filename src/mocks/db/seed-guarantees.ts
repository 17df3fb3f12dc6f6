import type { SeedClock } from './seed-time';
import type { GuaranteeRecordRow, GuaranteeRow } from './types';

type SeededGuarantee = GuaranteeRow & {
  records: Omit<GuaranteeRecordRow, 'recordId' | 'guaranteeId'>[];
};

const paid = (amount: number, createTime: string) => ({
  type: 'PAY' as const,
  amount,
  createTime,
  reason: '缴纳保证金',
});

/** Both seeded members' deposits, one in each guarantee status (SPEC section 3) between them. */
const GUARANTEES: SeededGuarantee[] = [
  {
    guaranteeId: 1,
    userId: 1,
    guaranteeName: '分销中心保证金',
    amount: 5_000_000,
    payTime: '2024-01-10 10:30:00',
    status: 0,
    records: [paid(5_000_000, '2024-01-10 10:30:00')],
  },
  {
    guaranteeId: 2,
    userId: 1,
    guaranteeName: '供应商保证金',
    amount: 2_000_000,
    payTime: '2024-02-20 15:00:00',
    status: 2,
    records: [
      paid(2_000_000, '2024-02-20 15:00:00'),
      {
        type: 'DEDUCT',
        amount: 300_000,
        createTime: '2024-04-18 09:20:00',
        reason: '4月批次到货延误，按供货协议扣除违约金',
      },
    ],
  },
  {
    guaranteeId: 3,
    userId: 1,
    guaranteeName: '物流服务保证金',
    amount: 1_000_000,
    payTime: '2023-06-01 11:00:00',
    status: 1,
    records: [
      paid(1_000_000, '2023-06-01 11:00:00'),
      {
        type: 'RETURN',
        amount: 1_000_000,
        createTime: '2024-06-01 11:00:00',
        reason: '合作期满，无违约记录，全额退还',
      },
    ],
  },
  {
    guaranteeId: 4,
    userId: 2,
    guaranteeName: '社区服务站保证金',
    amount: 500_000,
    payTime: '2024-03-01 09:00:00',
    status: 0,
    records: [paid(500_000, '2024-03-01 09:00:00')],
  },
  {
    guaranteeId: 5,
    userId: 2,
    guaranteeName: '推广合作保证金',
    amount: 300_000,
    payTime: '2024-01-25 14:00:00',
    status: 3,
    records: [
      paid(300_000, '2024-01-25 14:00:00'),
      {
        type: 'DEDUCT',
        amount: 300_000,
        createTime: '2024-05-08 16:40:00',
        reason: '违规夸大宣传，按推广协议全部扣除',
      },
    ],
  },
];

export function seedGuarantees(clock: SeedClock): {
  guarantees: GuaranteeRow[];
  guaranteeRecords: GuaranteeRecordRow[];
} {
  const guaranteeRecords: GuaranteeRecordRow[] = [];
  const guarantees = GUARANTEES.map(({ records, ...row }) => {
    for (const record of records) {
      guaranteeRecords.push({
        ...record,
        createTime: clock.time(record.createTime),
        recordId: guaranteeRecords.length + 1,
        guaranteeId: row.guaranteeId,
      });
    }
    return { ...row, payTime: clock.time(row.payTime) };
  });
  return { guarantees, guaranteeRecords };
}
