import { expectOneLabelPerValue } from '@tests/expect-labels';
import { invitationStatusCopy, teamActionTypeCopy, teamDepthCopy, teamRoleCopy } from '@/copy';
import { INVITATION_STATUSES } from '@/lib/enums/designed';
import { TEAM_ACTION_TYPES, TEAM_DEPTHS, TEAM_ROLES } from '@/lib/enums/team';
import { depthLabel, outcomeLines } from '../team-labels';

/** Every value of the team's designed enumerations has one distinct Chinese label. */
describe.each([
  ['team level', teamDepthCopy, TEAM_DEPTHS.map(String)],
  ['invitation status', invitationStatusCopy, [...INVITATION_STATUSES]],
  ['team role', teamRoleCopy, [...TEAM_ROLES]],
  ['team action', teamActionTypeCopy, [...TEAM_ACTION_TYPES]],
])('%s labels', (_, labels: Record<string, string>, values: string[]) => {
  it('has one distinct Chinese label per value', () => {
    expectOneLabelPerValue(labels, values);
  });
});

describe('team labels', () => {
  it('names the levels and reads an unknown level as —', () => {
    expect([1, 2, 3].map(depthLabel)).toEqual(['一级', '二级', '三级']);
    expect(depthLabel(0)).toBe('—');
    expect(depthLabel(4)).toBe('—');
  });

  it('says how many succeeded and failed, then why each failure failed', () => {
    expect(outcomeLines(2, [])).toEqual(['成功 2 人 / 失败 0 人']);
    expect(outcomeLines(1, [{ userName: '黄晓明', reason: '已关注，无需重复关注' }])).toEqual([
      '成功 1 人 / 失败 1 人',
      '黄晓明：已关注，无需重复关注',
    ]);
  });
});
