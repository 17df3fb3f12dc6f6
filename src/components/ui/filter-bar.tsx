import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The filters above a list, in one row that wraps on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap="small" wrap style={{ marginBottom: 12 }}>
      {children}
    </Flex>
  );
}
