import { Form, Select, Typography } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { distributionCopy } from '@/copy';
import { requiredChoice } from '@/lib/form-rules';
import {
  DISTRIBUTION_GEARS,
  distributionGear,
  type DistributionGear,
} from '@/lib/enums/distribution';
import type { DistributionCentre } from '../api/distribution-schemas';
import { useApplyForDistribution, useUpgradeDistribution } from '../hooks/use-distribution';
import {
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
  const apply = useApplyForDistribution();
  const upgrade = useUpgradeDistribution();

  const save = ({ gear, region }: GearFormValues) => {
    if (gear === undefined) return null;
    return upgrading
      ? upgrade.mutateAsync({
          gear,
          regionIds: upgradedRegion(upgrading.region, gear).map((d) => d.districtId),
        })
      : apply.mutateAsync({ gear, regionIds: region.ids });
  };

  return (
    <FormDialog<GearFormValues>
      open={open}
      title={upgrading ? distributionCopy.upgradeTitle : distributionCopy.applyTitle}
      onClose={onClose}
      onSubmit={save}
      submitText={distributionCopy.submit}
      initialValues={{ region: NO_REGION }}
    >
      <GearFields upgrading={upgrading} RegionPicker={RegionPicker} />
    </FormDialog>
  );
}

/** The gear and, for it, the region; what is offered follows the gear chosen. */
function GearFields({
  upgrading,
  RegionPicker,
}: Pick<GearRequestDialogProps, 'upgrading' | 'RegionPicker'>) {
  const form = Form.useFormInstance<GearFormValues>();
  const gear = Form.useWatch('gear', form);
  const gears = upgrading ? upgradeGears(upgrading.gear) : [...DISTRIBUTION_GEARS];

  return (
    <>
      {upgrading && (
        <Form.Item label={distributionCopy.currentGear}>
          <Typography.Text>{distributionGear.label(upgrading.gear)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="gear"
        label={distributionCopy.gear}
        rules={requiredChoice(distributionCopy.gearRequired)}
      >
        <Select<DistributionGear>
          placeholder={distributionCopy.gearPlaceholder}
          options={distributionGear.optionsOf(gears)}
          // a region chosen for one gear is not the region of another
          onChange={() => form.setFieldValue('region', NO_REGION)}
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
    </>
  );
}
