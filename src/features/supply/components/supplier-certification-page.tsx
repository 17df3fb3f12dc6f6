import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { certificationCopy } from '@/copy';
import {
  useSupplierCertification,
  useSupplierCertificationActions,
} from '../hooks/use-certification';
import { toSupplierFields, toSupplierFormValues } from '../utils/certification-values';
import { CertificationForm } from './certification-form';
import { SupplierFields } from './certification-fields';

/** member/certification_sava (供应商认证): the supplier certification and its audit. */
export function SupplierCertificationPage() {
  const query = useSupplierCertification();
  const actions = useSupplierCertificationActions();
  return (
    <PageCard title={certificationCopy.supplierTitle}>
      <QueryState query={query}>
        {(certification) => (
          <CertificationForm
            name="supplier-certification"
            label={certificationCopy.supplierTitle}
            state={certification}
            initialValues={toSupplierFormValues(certification)}
            toFields={toSupplierFields}
            actions={actions}
          >
            <SupplierFields />
          </CertificationForm>
        )}
      </QueryState>
    </PageCard>
  );
}
