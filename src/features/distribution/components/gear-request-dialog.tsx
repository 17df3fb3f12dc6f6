import { Button, Form, Modal, Select, Typography } from 'antd';
import { distributionCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import {
  DISTRIBUTION_GEARS,
  type DistributionCentre,
  type DistributionGear,
} from '../api/distribution-types';
import { useApplyForDistribution, useUpgradeDistribution } from '../hooks/use-distribution';
import {
  gearOptions,
  regionDepth,
  regionLabel,
  regionLevelName,
  upgradedRegion,
  upgradeGears,
} from '../utils/gear-region';
import { NO_REGION, type RegionChoice, type RegionPicker } from './region-picker';

interface GearFormValues {
  gear?: DistributionGear;
  region: RegionChoice;
}

export interface GearRequestDialogProps {
  open: boolean;
  onClose(): void;
  /** The centre to upgrade; without it the dialog applies for a new centre. */
  upgrading?: DistributionCentre;
  RegionPicker: RegionPicker;
}

/**
 * 申请配送中心 (a gear and the region it serves, chosen down to the gear's level) or 升级配送中心档位
 * (a higher gear; the region widens around the centre's own). A failure keeps what was chosen.
 */
export function GearRequestDialog({
  open,
  onClose,
  upgrading,
  RegionPicker,
}: GearRequestDialogProps) {
  return (
    <Modal
      open={open}
      title={upgrading ? distributionCopy.upgradeTitle : distributionCopy.applyTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <GearRequestForm upgrading={upgrading} RegionPicker={RegionPicker} onDone={onClose} />
    </Modal>
  );
}

/** The dialog's form, mounted afresh on every opening so that no earlier choice lingers. */
function GearRequestForm({
  upgrading,
  RegionPicker,
  onDone,
}: Omit<GearRequestDialogProps, 'open' | 'onClose'> & { onDone(): void }) {
  const [form] = Form.useForm<GearFormValues>();
  const gear = Form.useWatch('gear', form);
  const apply = useApplyForDistribution();
  const upgrade = useUpgradeDistribution();
  const pending = apply.isPending || upgrade.isPending;
  const gears = upgrading ? upgradeGears(upgrading.gear) : [...DISTRIBUTION_GEARS];

  const save = ({ gear: chosen, region }: GearFormValues) => {
    if (chosen === undefined) return;
    return saveThenClose(
      () =>
        upgrading
          ? upgrade.mutateAsync({
              gear: chosen,
              regionIds: upgradedRegion(upgrading.region, chosen).map((d) => d.districtId),
            })
          : apply.mutateAsync({ gear: chosen, regionIds: region.ids }),
      onDone,
    );
  };

  return (
    <Form<GearFormValues>
      form={form}
      layout="vertical"
      disabled={pending}
      initialValues={{ region: NO_REGION }}
      onValuesChange={(changed: Partial<GearFormValues>) => {
        // a region chosen for one gear is not the region of another
        if ('gear' in changed) form.setFieldValue('region', NO_REGION);
      }}
      onFinish={(values) => void save(values)}
    >
      {upgrading && (
        <Form.Item label={distributionCopy.currentGear}>
          <Typography.Text>{gearOptions([upgrading.gear])[0].label}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="gear"
        label={distributionCopy.gear}
        rules={[{ required: true, message: distributionCopy.gearRequired }]}
      >
        <Select<DistributionGear>
          placeholder={distributionCopy.gearPlaceholder}
          options={gearOptions(gears)}
        />
      </Form.Item>
      {upgrading ? (
        gear !== undefined && (
          <Form.Item label={distributionCopy.upgradedRegion}>
            <Typography.Text>{regionLabel(upgradedRegion(upgrading.region, gear))}</Typography.Text>
          </Form.Item>
        )
      ) : gear === 6 ? (
        <Typography.Paragraph type="secondary">
          {distributionCopy.regionNationwide}
        </Typography.Paragraph>
      ) : (
        gear !== undefined && (
          <Form.Item
            name="region"
            label={distributionCopy.region}
            rules={[
              {
                validator: (_, value: RegionChoice | undefined) =>
                  (value?.ids.length ?? 0) >= regionDepth(gear)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(distributionCopy.regionRequired(regionLevelName(gear))),
                      ),
              },
            ]}
          >
            <RegionPicker depth={regionDepth(gear)} />
          </Form.Item>
        )
      )}
      <Button type="primary" htmlType="submit" loading={pending} block>
        {distributionCopy.submit}
      </Button>
    </Form>
  );
}
