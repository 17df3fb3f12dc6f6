import { Button, Drawer, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { goodsCopy } from '@/copy';
import { paths } from '@/config/paths';
import { useUiStore } from '@/stores/ui-store';
import { useClassifyTree } from '../hooks/use-goods';
import { catalogueSearch } from '../utils/catalogue-keys';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import './goods.css';

/** The category tree, opened by the toolbar's 分类 button; a pick opens the catalogue on it. */
export function CategoryDrawer() {
  const open = useUiStore((state) => state.categoryOpen);
  const setOpen = useUiStore((state) => state.setCategoryOpen);
  const navigate = useNavigate();
  const query = useClassifyTree(open);

  const pick = (classifyId: number) => {
    setOpen(false);
    void navigate(`${paths.storage}${catalogueSearch(classifyId)}`);
  };

  return (
    <Drawer
      title={goodsCopy.category}
      placement="left"
      size={300}
      open={open}
      onClose={() => setOpen(false)}
    >
      <PartBoundary>
        <QueryState query={query} isEmpty={(tree) => tree.length === 0}>
          {(tree) =>
            tree.map((category) => (
              <section key={category.classifyId} className="category-drawer__group">
                <Button
                  type="link"
                  className="category-drawer__head"
                  onClick={() => pick(category.classifyId)}
                >
                  {category.classifyName}
                </Button>
                <Flex wrap gap="small">
                  {category.children.map((sub) => (
                    <Button key={sub.classifyId} size="small" onClick={() => pick(sub.classifyId)}>
                      {sub.classifyName}
                    </Button>
                  ))}
                </Flex>
              </section>
            ))
          }
        </QueryState>
      </PartBoundary>
    </Drawer>
  );
}
