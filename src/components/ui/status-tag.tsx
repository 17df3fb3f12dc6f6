import { Tag } from 'antd';
import { auditStatusCopy } from '@/copy';
import type { AuditStatus } from '@/types/audit-status';

/** How a status reads at a glance: under way, done well, refused or failed, or neutral. */
export type StatusTone = 'progress' | 'success' | 'error' | 'warning' | 'neutral';

const TONE_COLOURS: Record<StatusTone, string> = {
  progress: 'blue',
  success: 'green',
  error: 'red',
  warning: 'orange',
  neutral: 'default',
};

/** A status label as a coloured tag; the label comes from copy, the tone from the caller. */
export function StatusTag({ label, tone }: { label: string; tone: StatusTone }) {
  return <Tag color={TONE_COLOURS[tone]}>{label}</Tag>;
}

const AUDIT_TONES: Record<AuditStatus, StatusTone> = {
  UNDEFINED: 'neutral',
  PASS: 'success',
  REFUSE: 'error',
  AUDIT: 'progress',
  RECALL: 'neutral',
};

export function AuditStatusTag({ status }: { status: AuditStatus }) {
  return <StatusTag label={auditStatusCopy[status]} tone={AUDIT_TONES[status]} />;
}
