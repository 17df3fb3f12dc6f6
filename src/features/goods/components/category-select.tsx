import { TreeSelect } from 'antd';
import { optionsStatus } from '@/components/ui/query-state';
import { goodsCopy } from '@/copy';
import type { Classify } from '../api/goods-schemas';
import { useClassifyTree } from '../hooks/use-goods';

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

const toTreeNode = (node: Classify): TreeNode => ({
  value: node.classifyId,
  title: node.classifyName,
  children: node.children.map(toTreeNode),
});

export interface CategorySelectProps {
  value: number | undefined;
  /** undefined when cleared (全部分类). */
  onChange: (classifyId: number | undefined) => void;
}

export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const query = useClassifyTree();
  return (
    <TreeSelect<number>
      aria-label={goodsCopy.category}
      className="category-select"
      placeholder={goodsCopy.allCategories}
      allowClear
      treeDefaultExpandAll
      treeData={query.data?.map(toTreeNode)}
      loading={query.isPending}
      notFoundContent={optionsStatus(query)}
      value={value}
      onChange={(next) => onChange(next)}
    />
  );
}
