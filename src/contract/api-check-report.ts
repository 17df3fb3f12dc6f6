import type { ApiCheckReport, CheckRow, RowResult } from './api-check';

const envelopeText = (row: CheckRow): string => {
  switch (row.envelope) {
    case 'ok':
      return 'ok';
    case 'error':
      return `resultStatus false code ${row.errorCode ?? '(none)'}`;
    case 'not-envelope':
      return 'not an envelope';
    case 'not-json':
      return 'not JSON';
    default:
      return '-';
  }
};

const findingsText = (row: CheckRow): string[] =>
  [
    row.missing.length ? `fields missing ${row.missing.length}` : '',
    row.wrongType.length ? `of another type ${row.wrongType.length}` : '',
    row.droppedRows.length ? `rows dropped ${row.droppedRows.length}` : '',
  ].filter(Boolean);

/** What became of one endpoint, in a few words. */
export function outcomeText(row: CheckRow): string {
  switch (row.result) {
    case 'clean':
      return 'parsed';
    case 'differs':
      return ['parsed', ...findingsText(row)].join('; ');
    case 'refused':
      return `refused as its contract allows (${row.reason ?? ''})`;
    case 'skipped':
      return `skipped: ${row.reason ?? ''}`;
    case 'not-reached':
      return 'not reached';
    default:
      return row.parsed === false
        ? ['parse failed', ...findingsText(row)].join('; ')
        : (row.reason ?? 'failed');
  }
}

const HEADINGS = ['ENDPOINT', 'HTTP', 'ENVELOPE', 'OUTCOME', 'FIRST PATH'];

function table(lines: string[][]): string {
  const widths = HEADINGS.map((_, column) =>
    Math.max(...lines.map((cells) => cells[column].length)),
  );
  return lines
    .map((cells) =>
      cells
        .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const count = (rows: CheckRow[], result: RowResult) =>
  rows.filter((row) => row.result === result).length;

/** The report as a text table with a summary line, for a person at a terminal. */
export function formatReport(report: ApiCheckReport): string {
  if (report.fatal) return report.fatal;
  const lines = report.rows.map((row) => [
    `${row.method} ${row.path}`,
    row.status === null ? '-' : String(row.status),
    envelopeText(row),
    outcomeText(row),
    row.firstPath ?? '',
  ]);
  const { rows } = report;
  const summary =
    `${rows.length} read-only endpoints on ${report.base}: ${count(rows, 'clean')} parsed clean, ` +
    `${count(rows, 'differs')} parsed with fields missing or odd, ` +
    `${count(rows, 'refused')} refused with an error code their contract lists, ${count(rows, 'failed')} failed, ` +
    `${count(rows, 'skipped')} skipped, ${count(rows, 'not-reached')} not reached; ` +
    `${report.writesNotCalled} that write were not called.`;
  return [table([HEADINGS, ...lines]), '', summary, ...report.notes].join('\n');
}

/** The report for machines: the rows as the checker holds them, with the exit code. */
export const reportJson = (report: ApiCheckReport): string =>
  JSON.stringify(
    { ...report, rows: report.rows.map((row) => ({ ...row, outcome: outcomeText(row) })) },
    null,
    2,
  );
