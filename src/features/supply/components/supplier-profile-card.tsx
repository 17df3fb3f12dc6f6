import { Alert, Descriptions } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag } from '@/components/ui/status-tag';
import { auditStatus } from '@/lib/enums/audit-status';
import { supplyCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import type { SupplierProfile } from '../api/supply-schemas';
import { useSupplierProfile } from '../hooks/use-supply';

const orNotFilled = (value: string) => value || supplyCopy.notFilled;

function ProfileDetails({ profile }: { profile: SupplierProfile }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'company', label: supplyCopy.company, children: orNotFilled(profile.companyName) },
          { key: 'contact', label: supplyCopy.contact, children: orNotFilled(profile.contactName) },
          {
            key: 'phone',
            label: supplyCopy.contactPhone,
            children: orNotFilled(profile.contactPhone),
          },
          {
            key: 'certification',
            label: supplyCopy.certification,
            children: <EnumTag of={auditStatus} value={profile.certificationStatus} />,
          },
          {
            key: 'brands',
            label: supplyCopy.brands,
            children: profile.brands.join('、') || supplyCopy.noBrands,
          },
          { key: 'count', label: supplyCopy.goodCount, children: profile.goodCount },
        ]}
      />
      {profile.certificationStatus !== 'PASS' && (
        <Alert
          type="info"
          showIcon
          title={supplyCopy.notCertifiedHint}
          action={<Link to={memberPath('certification_sava')}>{supplyCopy.goCertify}</Link>}
        />
      )}
    </>
  );
}

/** 供应商信息: company, contact, brands and the supplier certification's status. */
export function SupplierProfileCard() {
  return (
    <SectionCard size="small" title={supplyCopy.profileTitle}>
      <QueryState query={useSupplierProfile()}>
        {(profile) => <ProfileDetails profile={profile} />}
      </QueryState>
    </SectionCard>
  );
}
