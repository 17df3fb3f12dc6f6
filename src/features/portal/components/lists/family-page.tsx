import { Avatar } from 'antd';
import { Link } from 'react-router-dom';
import { portalListCopy } from '@/copy';
import { endpointQuery } from '@/lib/endpoint-query';
import { useDetailParam } from '@/lib/use-detail-param';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { SafeHtml } from '@/components/ui/safe-html';
import { LabelTag } from '@/components/ui/status-tag';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import type { FamilyMember } from '@/features/portal/api/portal-schemas';
import { usePagedQuery } from '@/features/portal/hooks/use-paged-query';
import { usePortalDetail } from '@/features/portal/hooks/use-portal-detail';
import { PagedListCard } from './paged-list-card';
import './family-page.css';

function FamilyHeader({ member }: { member: FamilyMember }) {
  return (
    <div className="family-card__header">
      <Avatar src={member.avatar} size={56} alt="" />
      <div>
        <strong>{member.name}</strong> <LabelTag accent>{member.title}</LabelTag>
        <div className="family-card__region">{member.region}</div>
      </div>
    </div>
  );
}

/** /family: the members' wall with search and pager; ?id= shows one member's story. */
export function FamilyPage() {
  const paged = usePagedQuery((query) => endpointQuery(portalEndpoints.families, { query }));
  const { id, linkTo, close } = useDetailParam();
  const detail = usePortalDetail(id, (familyId) =>
    endpointQuery(portalEndpoints.family, { path: { familyId } }),
  );
  const copy = portalListCopy.family;

  return (
    <>
      <PagedListCard title={copy.title} copy={copy} paged={paged}>
        {(members) => (
          <ul className="paged-list__grid">
            {members.map((member) => (
              <li key={member.familyId}>
                <Link {...linkTo(member.familyId)} className="family-card">
                  <FamilyHeader member={member} />
                  <p className="family-card__intro">{member.intro}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedListCard>
      <DetailDrawer
        open={id !== undefined}
        query={detail}
        title={(member) => member.name}
        onClose={close}
      >
        {(member) => (
          <>
            <FamilyHeader member={member} />
            <SafeHtml className="portal-html" html={member.story} />
          </>
        )}
      </DetailDrawer>
    </>
  );
}
