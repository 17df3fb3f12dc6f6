import { Alert, Descriptions } from 'antd';
import { EnumTag } from '@/components/ui/status-tag';
import { auditStatus } from '@/lib/enums/audit-status';
import { certificationCopy } from '@/copy';
import type { CertificationState } from '../api/supply-schemas';

const HINTS = {
  UNDEFINED: { type: 'info', text: certificationCopy.draftHint },
  AUDIT: { type: 'info', text: certificationCopy.auditHint },
  PASS: { type: 'success', text: certificationCopy.passHint },
  RECALL: { type: 'warning', text: certificationCopy.recalledHint },
} as const;

/** Where a certification stands: its audit status, times, and the refusal reason when refused. */
export function CertificationStatus({ state }: { state: CertificationState }) {
  const items = [
    {
      key: 'status',
      label: certificationCopy.status,
      children: <EnumTag of={auditStatus} value={state.auditStatus} />,
    },
    ...(state.submitTime
      ? [{ key: 'submit', label: certificationCopy.submitTime, children: state.submitTime }]
      : []),
    ...(state.auditTime
      ? [{ key: 'audit', label: certificationCopy.auditTime, children: state.auditTime }]
      : []),
  ];
  return (
    <>
      <Descriptions size="small" column={3} items={items} />
      {state.auditStatus === 'REFUSE' ? (
        <Alert
          type="error"
          showIcon
          title={`${certificationCopy.refuseReason}：${state.refuseReason || '—'}`}
          description={certificationCopy.refusedHint}
        />
      ) : (
        <Alert
          type={HINTS[state.auditStatus].type}
          showIcon
          title={HINTS[state.auditStatus].text}
        />
      )}
    </>
  );
}
