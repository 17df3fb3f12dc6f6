import type { Contract } from '@/features/contract/api/contract-schemas';
import type { ContractStatus } from '@/lib/enums/designed';
import { SAMPLE_PDF } from './seed-documents';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { ContractRow, Database } from './types';
import { contractError } from './errors/contract';

/** A contract ending within this many days is 即将到期. */
const EXPIRING_DAYS = 30;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (date: Date) => formatTime(date).slice(0, 10);

/** From the end date as of `today`: ended, ending within 30 days, or in force. */
function statusByDate(endDate: string, today: Date): ContractStatus {
  if (endDate < dayOf(today)) return 'EXPIRED';
  const soon = dayOf(new Date(today.getTime() + EXPIRING_DAYS * DAY_MS));
  return endDate <= soon ? 'EXPIRING' : 'ACTIVE';
}

/** Under review while a request is, otherwise by its end date. */
const toContract = ({ review, ...row }: ContractRow, today: Date): Contract => ({
  ...withoutOwner<Omit<Contract, 'status'>>(row),
  status: review ?? statusByDate(row.endDate, today),
});

/** The member's contracts, the newest first; optionally of one status. */
export const listContracts = (
  db: Database,
  userId: number,
  status: ContractStatus | null,
  today: Date,
): Contract[] =>
  db.contracts
    .filter((row) => row.userId === userId)
    .map((row) => toContract(row, today))
    .filter((contract) => status === null || contract.status === status)
    .sort((a, b) => b.contractId - a.contractId);

function requireOwnContract(db: Database, userId: number, contractId: number): ContractRow {
  const row = db.contracts.find((item) => item.contractId === contractId && item.userId === userId);
  if (!row) throw contractError('contractNotFound');
  return row;
}

export const contractDetail = (db: Database, userId: number, contractId: number, today: Date) =>
  toContract(requireOwnContract(db, userId, contractId), today);

export interface ExtensionInput {
  contractId: number;
  endDate: string;
  reason: string;
}

/** 申请续签: the contract is 续签审核中 with its request until the platform decides. */
export function requestExtension(
  db: Database,
  userId: number,
  input: ExtensionInput,
  now: Date,
): Contract {
  const row = requireOwnContract(db, userId, input.contractId);
  if (row.review) throw contractError('contractUnderReview');
  if (!DAY.test(input.endDate) || input.endDate <= row.endDate) {
    throw contractError('contractEndDateInvalid');
  }
  if (!input.reason) throw contractError('contractReasonMissing');
  row.review = 'EXTENSION_AUDIT';
  row.extension = { endDate: input.endDate, reason: input.reason, applyTime: formatTime(now) };
  row.auditRemark = '';
  return toContract(row, now);
}

export interface NewContractInput {
  contractName: string;
  party: string;
  startDate: string;
  endDate: string;
  remark: string;
}

/** 申请新合同: numbered at once, 新签审核中, without a PDF until it is signed. */
export function requestNewContract(
  db: Database,
  userId: number,
  input: NewContractInput,
  now: Date,
): Contract {
  const { contractName, party, startDate, endDate } = input;
  if (!contractName || !party || !DAY.test(startDate) || !DAY.test(endDate)) {
    throw contractError('contractIncomplete');
  }
  if (endDate <= startDate) throw contractError('contractPeriodInvalid');
  const contractId = nextSequence(db, 'contractId');
  const row: ContractRow = {
    contractId,
    userId,
    contractNo: `HT${startDate.slice(0, 4)}${String(contractId).padStart(4, '0')}`,
    contractName,
    party,
    startDate,
    endDate,
    signTime: '',
    remark: input.remark,
    pdfUrl: null,
    review: 'NEW_AUDIT',
    extension: null,
    auditRemark: '',
  };
  db.contracts.push(row);
  return toContract(row, now);
}

export type ContractDecision = 'PASS' | 'REFUSE';

/**
 * The platform decides every contract request under review (MOCK.md test seam). An extension
 * passed moves the end date to the one asked for; refused, the contract stands as it was. A new
 * contract passed is signed now with its text; refused, it is 新签未通过. A refusal records the
 * reason. Answers how many were decided.
 */
export function auditContracts(
  db: Database,
  decision: ContractDecision,
  reason: string,
  now: Date,
): number {
  const pending = db.contracts.filter(
    (row) => row.review === 'EXTENSION_AUDIT' || row.review === 'NEW_AUDIT',
  );
  for (const row of pending) {
    const passed = decision === 'PASS';
    if (row.review === 'EXTENSION_AUDIT') {
      if (passed && row.extension) row.endDate = row.extension.endDate;
      row.review = null;
      row.extension = null;
    } else if (passed) {
      row.review = null;
      row.signTime = formatTime(now);
      row.pdfUrl = SAMPLE_PDF;
    } else {
      row.review = 'REFUSED';
    }
    row.auditRemark = passed ? '' : reason;
  }
  return pending.length;
}
