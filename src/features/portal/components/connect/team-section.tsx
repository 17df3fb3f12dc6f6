import { Button, List, Skeleton, Tag, Typography } from 'antd';
import { connectCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { useAuthorizeTeam, useTeamAuthorization } from '@/features/portal/hooks/use-connect';
import { ListRow } from '@/components/ui/list-row';

/** 团队授权: the teams on offer, the authorized one marked, and authorizing another. */
export function TeamSection() {
  const { data, isPending } = useTeamAuthorization();
  const authorize = useAuthorizeTeam();
  if (isPending || !data) return <Skeleton active />;

  const current = data.teamList.find((team) => team.teamId === data.authorizedTeamId);
  return (
    <section aria-labelledby="connect-team">
      <Typography.Title level={3} id="connect-team" className="connect__title">
        {connectCopy.teamTitle}
      </Typography.Title>
      <Typography.Paragraph type={current ? 'success' : 'secondary'}>
        {current ? connectCopy.teamCurrent(current.teamName) : connectCopy.teamNone}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={data.teamList}
        rowKey="teamId"
        renderItem={(team) => {
          const isCurrent = team.teamId === data.authorizedTeamId;
          return (
            <List.Item
              actions={[
                isCurrent ? (
                  <Tag key="state" color="success">
                    {connectCopy.authorized}
                  </Tag>
                ) : (
                  <Button
                    key="authorize"
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
                ),
              ]}
            >
              <ListRow
                title={team.teamName}
                description={`${team.region} · ${connectCopy.teamLeader(team.leaderName)} · ${connectCopy.teamMembers(team.memberCount)}`}
              />
            </List.Item>
          );
        }}
      />
    </section>
  );
}
