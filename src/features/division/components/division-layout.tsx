import { Flex, Typography } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { Outlet, useLocation } from 'react-router-dom';
import { divisionSubRouteCopy } from '@/copy';
import { divisionId } from '@/lib/enums/division';
import { DIVISION_SUB_ROUTES } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDivision } from '../hooks/use-division';
import { DivisionSubNav } from './division-sub-nav';
import { DivisionSwitcher } from './division-switcher';
import './division.css';

/** /division: the chosen division, the switcher, the sub-navigation and the sub-page. */
export function DivisionLayout() {
  const division = useDivision();
  const { pathname } = useLocation();
  const sub = DIVISION_SUB_ROUTES.find((route) => pathname.endsWith(`/${route}`));
  const subLabel = sub ? divisionSubRouteCopy[sub] : undefined;
  useDocumentTitle(subLabel && `${subLabel} - ${divisionId.label(division)}`);

  return (
    <div className="division-layout">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1} className="division-layout__title">
          {divisionId.label(division)}
        </Typography.Title>
        <DivisionSwitcher value={division} />
      </Flex>
      <DivisionSubNav division={division} />
      <PlainCard>
        {subLabel && (
          <Typography.Title level={2} className="division-layout__subtitle">
            {subLabel}
          </Typography.Title>
        )}
        <Outlet />
      </PlainCard>
    </div>
  );
}
