import type { Database, Sequences } from './types';

type Tables = Omit<Database, 'sequences'>;

/** A session token ends in the serial of the token sequence: tk-{userId}-{serial}. */
const tokenSerial = (token: string): number => Number(token.slice(token.lastIndexOf('-') + 1));

/** The ids each sequence has handed out, as the tables hold them. */
const IDS_IN_USE: { [Name in keyof Sequences]: (tables: Tables) => readonly number[] } = {
  userId: (tables) => tables.users.map((row) => row.userId),
  token: (tables) => Object.keys(tables.sessions).map(tokenSerial),
  cartId: (tables) => tables.carts.map((row) => row.userShoppingCartId),
  addressId: (tables) => tables.addresses.map((row) => row.userAddressId),
  orderId: (tables) => tables.orders.map((row) => row.orderId),
  afterId: (tables) => tables.afterSales.map((row) => row.afterId),
  consultId: (tables) => tables.afterConsults.map((row) => row.consultId),
  divisionMessageId: (tables) => tables.divisionMessages.map((row) => row.messageId),
  bankId: (tables) => tables.banks.map((row) => row.userBankId),
  invoiceId: (tables) => tables.invoices.map((row) => row.userInvoiceId),
  billId: (tables) => tables.bills.map((row) => row.billId),
  applyId: (tables) => tables.withdrawals.map((row) => row.applyId),
  feedbackId: (tables) => tables.feedbacks.map((row) => row.feedbackId),
  feedbackMessageId: (tables) => tables.feedbackMessages.map((row) => row.messageId),
  contractId: (tables) => tables.contracts.map((row) => row.contractId),
  varietyCertificationId: (tables) =>
    tables.varietyCertifications.map((row) => row.varietyCertificationId),
  supplyGoodId: (tables) => tables.suppliedGoods.map((row) => row.supplyGoodId),
  rechargeId: (tables) => tables.recharges.map((row) => row.rechargeId),
  onlineRechargeId: (tables) => tables.onlineRecharges.map((row) => row.rechargeId),
  serveId: (tables) => tables.service.serveRecords.map((row) => row.serveId),
  stockLogId: (tables) => tables.warehouse.logs.map((row) => row.logId),
  distributionId: (tables) => tables.distributionCentres.map((row) => row.distributionId),
  distributionRequestId: (tables) => tables.distributionRequests.map((row) => row.requestId),
  cooperationId: (tables) => tables.cooperation.tasks.map((row) => row.cooperationId),
  cooperationDraftId: (tables) => tables.cooperation.drafts.map((row) => row.draftId),
  priceLogId: (tables) => tables.cooperation.priceLogs.map((row) => row.priceLogId),
  teamMemberId: (tables) => tables.team.members.map((row) => row.memberId),
  invitationId: (tables) => tables.team.invitations.map((row) => row.invitationId),
  grantId: (tables) => tables.team.grants.map((row) => row.grantId),
  teamActionId: (tables) => tables.team.actions.map((row) => row.actionId),
  staffId: (tables) => tables.staffing.members.map((row) => row.staffId),
  taskRecordId: (tables) => tables.logistics.records.map((row) => row.recordId),
  medicalConsultationId: (tables) => tables.medical.consultations.map((row) => row.consultationId),
};

const SEQUENCE_NAMES = Object.keys(IDS_IN_USE) as (keyof Sequences)[];

/** The largest id in use, 0 for none; a value that is not a whole number counts as none. */
const highest = (ids: readonly unknown[]): number =>
  ids.reduce<number>(
    (max, id) => (typeof id === 'number' && Number.isSafeInteger(id) && id > max ? id : max),
    0,
  );

/**
 * The next id of a table. Every new row of every table takes its id here, so that an id is
 * never handed out twice, even after its row was deleted.
 */
export function nextSequence(db: Database, name: keyof Sequences): number {
  db.sequences[name] += 1;
  return db.sequences[name];
}

/** The seeded tables with their sequences, each at the largest id its table holds. */
export function withSequences(tables: Tables): Database {
  const sequences = Object.fromEntries(
    SEQUENCE_NAMES.map((name) => [name, highest(IDS_IN_USE[name](tables))]),
  ) as Record<keyof Sequences, number>;
  return { ...tables, sequences };
}

/**
 * A database read back from storage keeps its sequences (ids of deleted rows stay used), but
 * never hands out an id its tables hold: a sequence that is missing, malformed or behind its
 * table is raised to the table's largest id.
 */
export function restoreSequences(db: Database): Database {
  const stored: Partial<Record<keyof Sequences, unknown>> = db.sequences;
  const sequences = Object.fromEntries(
    SEQUENCE_NAMES.map((name) => [name, highest([stored[name], ...IDS_IN_USE[name](db)])]),
  ) as Record<keyof Sequences, number>;
  return { ...db, sequences };
}
