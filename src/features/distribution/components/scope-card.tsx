import { Empty, Flex, Tree, Typography, type TreeDataNode } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { distributionCopy } from '@/copy';
import type { ScopeNode } from '../api/distribution-schemas';
import { useDistributionScope } from '../hooks/use-distribution';
import { regionLabel } from '../utils/gear-region';

const toTreeData = (nodes: readonly ScopeNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.districtId,
    title: node.district,
    children: toTreeData(node.children),
    isLeaf: node.children.length === 0,
  }));

/** 服务范围: the region the centre serves and the districts under it, by their real names. */
export function ScopeCard() {
  const query = useDistributionScope();
  return (
    <SectionCard size="small" title={distributionCopy.scopeTitle}>
      <QueryState query={query}>
        {(scope) =>
          scope && (
            <Flex vertical gap="small">
              <Typography.Text strong>
                {regionLabel(scope.region)}（{distributionCopy.scopeSummary(scope.districts.length)}
                ）
              </Typography.Text>
              {scope.districts.length === 0 ? (
                <Empty description={distributionCopy.scopeEmpty} />
              ) : (
                <Tree
                  aria-label={distributionCopy.scopeTitle}
                  showLine
                  selectable={false}
                  treeData={toTreeData(scope.districts)}
                  height={320}
                />
              )}
            </Flex>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
