import { Col, Drawer, Empty, Menu, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { commonCopy, helpCopy } from '@/copy';
import { SafeHtml } from '@/components/ui/safe-html';
import {
  useHelpCategories,
  useHelpCategory,
  useHelpContent,
} from '@/features/portal/hooks/use-help';
import './help-drawer.css';

function HelpAnswer({ contentId }: { contentId: number | undefined }) {
  const { data, isPending } = useHelpContent(contentId);
  if (contentId === undefined) return <Empty description={helpCopy.chooseTopic} />;
  if (isPending) return <Skeleton active />;
  if (!data) return <Empty description={helpCopy.empty} />;
  return (
    <article>
      <Typography.Title level={3} className="help-drawer__answer-title">
        {data.title}
      </Typography.Title>
      <SafeHtml className="help-drawer__answer" html={data.content} />
    </article>
  );
}

function HelpTopics({ helpId }: { helpId: number }) {
  const { data, isPending } = useHelpCategory(helpId);
  const [chosen, setChosen] = useState<number>();
  if (isPending) return <Skeleton active />;
  const topics = data?.topics ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        <Menu
          aria-label={helpCopy.topics}
          selectedKeys={chosen === undefined ? [] : [String(chosen)]}
          items={topics.map((topic) => ({ key: String(topic.contentId), label: topic.title }))}
          onClick={({ key }) => setChosen(Number(key))}
        />
      </Col>
      <Col xs={24} md={14}>
        <HelpAnswer contentId={chosen} />
      </Col>
    </Row>
  );
}

/** 帮助中心: categories, their questions, and the chosen answer. */
export function HelpDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories, isPending } = useHelpCategories(open);
  const [chosen, setChosen] = useState<number>();
  const helpId = chosen ?? categories?.[0]?.helpId;

  return (
    <Drawer
      open={open}
      size={720}
      title={helpCopy.title}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
    >
      {isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Menu
            mode="horizontal"
            aria-label={helpCopy.categories}
            selectedKeys={helpId === undefined ? [] : [String(helpId)]}
            items={(categories ?? []).map((category) => ({
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
      )}
    </Drawer>
  );
}
