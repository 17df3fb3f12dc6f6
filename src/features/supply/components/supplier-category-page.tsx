import { Button, Empty, Flex } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { certificationCopy } from '@/copy';
import type { VarietyCertification } from '../api/supply-schemas';
import {
  useManufacturerCertification,
  useManufacturerCertificationActions,
  useVarietyCertificationActions,
  useVarietyCertifications,
} from '../hooks/use-certification';
import {
  toManufacturerFields,
  toManufacturerFormValues,
  toVarietyFields,
  toVarietyFormValues,
} from '../utils/certification-values';
import { CertificationForm } from './certification-form';
import { ManufacturerFields, VarietyFields } from './certification-fields';
import { VarietyDialog } from './variety-dialog';

function ManufacturerCard() {
  const query = useManufacturerCertification();
  const actions = useManufacturerCertificationActions();
  return (
    <SectionCard size="small" title={certificationCopy.manufacturerTitle}>
      <QueryState query={query}>
        {(certification) => (
          <CertificationForm
            name="manufacturer-certification"
            label={certificationCopy.manufacturerTitle}
            state={certification}
            initialValues={toManufacturerFormValues(certification)}
            toFields={toManufacturerFields}
            actions={actions}
          >
            <ManufacturerFields />
          </CertificationForm>
        )}
      </QueryState>
    </SectionCard>
  );
}

function VarietyCard({ variety }: { variety: VarietyCertification }) {
  const id = variety.varietyCertificationId;
  const actions = useVarietyCertificationActions(id);
  return (
    <SectionCard
      size="small"
      type="inner"
      title={variety.varietyName || certificationCopy.varietyName}
    >
      <CertificationForm
        name={`variety-certification-${id}`}
        label={`${certificationCopy.varietiesTitle} ${variety.varietyName}`}
        state={variety}
        initialValues={toVarietyFormValues(variety)}
        toFields={toVarietyFields}
        actions={actions}
      >
        <VarietyFields />
      </CertificationForm>
    </SectionCard>
  );
}

function VarietiesCard() {
  const query = useVarietyCertifications();
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      size="small"
      title={certificationCopy.varietiesTitle}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {certificationCopy.addVariety}
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(varieties) => varieties.length === 0}
        empty={<Empty description={certificationCopy.varietiesEmpty} />}
      >
        {(varieties) => (
          <Flex vertical gap="middle">
            {varieties.map((variety) => (
              <PartBoundary key={variety.varietyCertificationId}>
                <VarietyCard variety={variety} />
              </PartBoundary>
            ))}
          </Flex>
        )}
      </QueryState>
      <VarietyDialog open={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}

/** member/supplier_category (供货品类认证): the manufacturer certification and the varieties. */
export function SupplierCategoryPage() {
  return (
    <PageCard title={certificationCopy.categoryTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <ManufacturerCard />
        </PartBoundary>
        <PartBoundary>
          <VarietiesCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
