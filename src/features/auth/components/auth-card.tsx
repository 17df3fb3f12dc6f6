import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

const pageStyle = { minHeight: '100vh', padding: 16 } as const;
const cardStyle = { width: '100%', maxWidth: 420 } as const;
const headerStyle = { marginBottom: 16, textAlign: 'center' } as const;
const titleStyle = { margin: 0, fontSize: 24 } as const;

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A card centred on the page with a heading, for the logged-out screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Flex component="main" justify="center" align="center" style={pageStyle}>
      <Card style={cardStyle}>
        <header style={headerStyle}>
          <Typography.Title level={1} style={titleStyle}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </header>
        {children}
      </Card>
    </Flex>
  );
}
