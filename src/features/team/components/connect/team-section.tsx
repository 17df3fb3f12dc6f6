import { Button, Skeleton, Typography } from 'antd';
import { StatusTag } from '@/components/ui/status-tag';
import { connectCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import type { TeamAuthorization } from '@/features/team/api/team-schemas';
import { useAuthorizeTeam, useTeamAuthorization } from '@/features/team/hooks/use-connect';
import { ListRow } from '@/components/ui/list-row';
import { QueryState } from '@/components/ui/query-state';
import { SimpleList } from '@/components/ui/simple-list';

/** 团队授权: the teams on offer, the authorized one marked, and authorizing another. */
export function TeamSection() {
  return (
    <QueryState query={useTeamAuthorization()} loading={<Skeleton active />}>
      {(authorization) => <Teams data={authorization} />}
    </QueryState>
  );
}

function Teams({ data }: { data: TeamAuthorization }) {
  const authorize = useAuthorizeTeam();
  const current = data.teamList.find((team) => team.teamId === data.authorizedTeamId);
  return (
    <section aria-labelledby="connect-team">
      <Typography.Title level={3} id="connect-team" className="connect__title">
        {connectCopy.teamTitle}
      </Typography.Title>
      <Typography.Paragraph type={current ? 'success' : 'secondary'}>
        {current ? connectCopy.teamCurrent(current.teamName) : connectCopy.teamNone}
      </Typography.Paragraph>
      <SimpleList
        size="small"
        items={data.teamList}
        rowKey={(team) => team.teamId}
        extra={(team) =>
          team.teamId === data.authorizedTeamId ? (
            <StatusTag label={connectCopy.authorized} tone="success" />
          ) : (
            <Button
              size="small"
              aria-label={`${connectCopy.authorize}${team.teamName}`}
              loading={authorize.isPending && authorize.variables === team.teamId}
              disabled={authorize.isPending}
              onClick={() =>
                authorize.mutate(team.teamId, {
                  onSuccess: () =>
                    getFeedback().toastSuccess(connectCopy.authorizeDone(team.teamName)),
                })
              }
            >
              {connectCopy.authorize}
            </Button>
          )
        }
      >
        {(team) => (
          <ListRow
            title={team.teamName}
            description={`${team.region} · ${connectCopy.teamLeader(team.leaderName)} · ${connectCopy.teamMembers(team.memberCount)}`}
          />
        )}
      </SimpleList>
    </section>
  );
}
