import { Col, Drawer, Empty, Menu, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { commonCopy, helpCopy } from '@/copy';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import {
  useHelpCategories,
  useHelpCategory,
  useHelpContent,
} from '@/features/portal/hooks/use-help';
import type { HelpCategory } from '@/features/portal/api/portal-schemas';
import './help-drawer.css';

function HelpAnswer({ contentId }: { contentId: number }) {
  const query = useHelpContent(contentId);
  return (
    <QueryState
      query={query}
      loading={<Skeleton active />}
      notFound={<Empty description={helpCopy.empty} />}
    >
      {(answer) => (
        <article>
          <Typography.Title level={3} className="help-drawer__answer-title">
            {answer.title}
          </Typography.Title>
          <SafeHtml className="help-drawer__answer" html={answer.content} />
        </article>
      )}
    </QueryState>
  );
}

function HelpTopics({ helpId }: { helpId: number }) {
  const query = useHelpCategory(helpId);
  const [chosen, setChosen] = useState<number>();
  return (
    <QueryState query={query} loading={<Skeleton active />}>
      {(category) => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Menu
              aria-label={helpCopy.topics}
              selectedKeys={chosen === undefined ? [] : [String(chosen)]}
              items={category.topics.map((topic) => ({
                key: String(topic.contentId),
                label: topic.title,
              }))}
              onClick={({ key }) => setChosen(Number(key))}
            />
          </Col>
          <Col xs={24} md={14}>
            {chosen === undefined ? (
              <Empty description={helpCopy.chooseTopic} />
            ) : (
              <HelpAnswer key={chosen} contentId={chosen} />
            )}
          </Col>
        </Row>
      )}
    </QueryState>
  );
}

function HelpCategories({ categories }: { categories: HelpCategory[] }) {
  const [chosen, setChosen] = useState<number>();
  const helpId = chosen ?? categories[0]?.helpId;
  return (
    <>
      <Menu
        mode="horizontal"
        aria-label={helpCopy.categories}
        selectedKeys={helpId === undefined ? [] : [String(helpId)]}
        items={categories.map((category) => ({
          key: String(category.helpId),
          label: category.helpTitle,
        }))}
        onClick={({ key }) => setChosen(Number(key))}
      />
      <div className="help-drawer__topics">
        {helpId === undefined ? (
          <Empty description={helpCopy.empty} />
        ) : (
          <HelpTopics key={helpId} helpId={helpId} />
        )}
      </div>
    </>
  );
}

/** 帮助中心: categories, their questions, and the chosen answer. */
export function HelpDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useHelpCategories(open);
  return (
    <Drawer
      open={open}
      size={720}
      title={helpCopy.title}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
    >
      <PartBoundary>
        <QueryState query={query} loading={<Skeleton active />}>
          {(categories) => <HelpCategories categories={categories} />}
        </QueryState>
      </PartBoundary>
    </Drawer>
  );
}
