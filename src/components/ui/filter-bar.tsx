import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The filters above a list, in one row that wraps on a narrow screen; left out of a printout. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex className="filter-bar" gap="small" wrap style={{ marginBottom: 12 }}>
      {children}
    </Flex>
  );
}
