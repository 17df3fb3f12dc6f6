import { Alert, Button, Descriptions, Empty, Flex } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { Permission } from '@/components/ui/permission';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag } from '@/components/ui/status-tag';
import { distributionCopy } from '@/copy';
import {
  distributionGear,
  distributionStatus,
  type DistributionStatus,
} from '@/lib/enums/distribution';
import { confirmThen } from '@/lib/confirm-then';
import { PERMISSIONS } from '@/lib/permissions';
import type { DistributionCentre } from '../api/distribution-schemas';
import {
  useDistributionService,
  useStartDistribution,
  useStopDistributionOrders,
} from '../hooks/use-distribution';
import { regionLabel, upgradeGears } from '../utils/gear-region';
import { GearRequestDialog } from './gear-request-dialog';
import type { RegionPicker } from './region-picker';
import { StopRequestDialog } from './stop-request-dialog';

type OpenDialog = 'apply' | 'upgrade' | 'stop' | null;

/** What the platform is doing with the centre, for the statuses the member waits in. */
const STATUS_NOTES: Partial<Record<DistributionStatus, string>> = {
  0: distributionCopy.auditing,
  2: distributionCopy.refused,
  3: distributionCopy.closing,
  4: distributionCopy.stopped,
};

function CentreActions({
  centre,
  open,
}: {
  centre: DistributionCentre;
  open: (dialog: OpenDialog) => void;
}) {
  const start = useStartDistribution();
  const pause = useStopDistributionOrders();
  if (centre.status === 2) {
    return <Button onClick={() => open('apply')}>{distributionCopy.reapply}</Button>;
  }
  if (centre.status === 4) {
    return (
      <Button
        loading={start.isPending}
        onClick={() => confirmThen(distributionCopy.confirmEnable, () => start.mutateAsync())}
      >
        {distributionCopy.enable}
      </Button>
    );
  }
  if (centre.status !== 1) return null;
  return (
    <>
      {upgradeGears(centre.gear).length > 0 && (
        <Button type="primary" onClick={() => open('upgrade')}>
          {distributionCopy.upgrade}
        </Button>
      )}
      {centre.acceptingOrders === 1 ? (
        <Button
          loading={pause.isPending}
          onClick={() => confirmThen(distributionCopy.confirmPause, () => pause.mutateAsync())}
        >
          {distributionCopy.pauseOrders}
        </Button>
      ) : (
        <Button
          loading={start.isPending}
          onClick={() => confirmThen(distributionCopy.confirmStart, () => start.mutateAsync())}
        >
          {distributionCopy.startOrders}
        </Button>
      )}
      <Button danger onClick={() => open('stop')}>
        {distributionCopy.stop}
      </Button>
    </>
  );
}

function CentreDetails({ centre }: { centre: DistributionCentre }) {
  const note = STATUS_NOTES[centre.status];
  return (
    <Flex vertical gap="small">
      {note && <Alert type={centre.status === 2 ? 'error' : 'info'} showIcon title={note} />}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'gear',
            label: distributionCopy.gear,
            children: distributionGear.label(centre.gear),
          },
          {
            key: 'status',
            label: distributionCopy.status,
            children: <EnumTag of={distributionStatus} value={centre.status} />,
          },
          { key: 'region', label: distributionCopy.region, children: regionLabel(centre.region) },
          {
            key: 'intake',
            label: distributionCopy.intake,
            children:
              centre.acceptingOrders === 1 ? distributionCopy.accepting : distributionCopy.paused,
          },
          { key: 'toSend', label: distributionCopy.toSend, children: centre.toSend },
          { key: 'openedAt', label: distributionCopy.openedAt, children: centre.createTime || '—' },
        ]}
      />
    </Flex>
  );
}

/**
 * 我的配送中心: gear, status, region, order intake and the orders waiting; the actions its status
 * allows (apply, upgrade, pause or start taking orders, stop, enable) for members holding the code.
 */
export function CentreCard({ RegionPicker }: { RegionPicker: RegionPicker }) {
  const query = useDistributionService();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const centre = query.data ?? null;

  return (
    <SectionCard size="small" title={distributionCopy.centreTitle}>
      <QueryState query={query}>
        {(data) =>
          data ? (
            <Flex vertical gap="middle">
              <CentreDetails centre={data} />
              <Permission code={PERMISSIONS.distributionApply}>
                <Flex gap="small" wrap>
                  <CentreActions centre={data} open={setDialog} />
                </Flex>
              </Permission>
            </Flex>
          ) : (
            <Empty description={distributionCopy.noCentre}>
              <p>{distributionCopy.noCentreHint}</p>
              <Permission code={PERMISSIONS.distributionApply}>
                <Button type="primary" onClick={() => setDialog('apply')}>
                  {distributionCopy.apply}
                </Button>
              </Permission>
            </Empty>
          )
        }
      </QueryState>
      <GearRequestDialog open={dialog === 'apply'} onClose={close} RegionPicker={RegionPicker} />
      {centre && (
        <GearRequestDialog
          open={dialog === 'upgrade'}
          upgrading={centre}
          onClose={close}
          RegionPicker={RegionPicker}
        />
      )}
      <StopRequestDialog open={dialog === 'stop'} onClose={close} />
    </SectionCard>
  );
}
