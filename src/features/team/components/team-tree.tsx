import { Empty, Tree, type TreeDataNode } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { teamCopy } from '@/copy';
import type { TeamNode } from '../api/team-schemas';
import { useTeamTree } from '../hooks/use-team';
import { depthLabel } from '../utils/team-labels';

const toTreeData = (nodes: TeamNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.memberId,
    title: teamCopy.treeNode(node.userName, depthLabel(node.depth), node.teamSize),
    children: toTreeData(node.children),
  }));

/** 团队树: the whole team by level, opened; choosing a member shows their detail. */
export function TeamTree({ onDetail }: { onDetail(memberId: number): void }) {
  const tree = useTeamTree();
  return (
    <QueryState
      query={tree}
      isEmpty={(nodes) => nodes.length === 0}
      empty={<Empty description={teamCopy.treeEmpty} />}
    >
      {(nodes) => (
        <Tree
          aria-label={teamCopy.treeTab}
          defaultExpandAll
          showLine
          selectedKeys={[]}
          treeData={toTreeData(nodes)}
          onSelect={(keys) => {
            if (keys.length > 0) onDetail(Number(keys[0]));
          }}
        />
      )}
    </QueryState>
  );
}
