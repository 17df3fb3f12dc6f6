import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { commonCopy } from '@/copy';
import { useDetailParam, type DetailHistory } from '@/lib/use-detail-param';

interface DetailLinkProps extends Omit<LinkProps, 'to' | 'replace' | 'id'> {
  /** The row to open. */
  rowId: number;
  /** The URL parameter and history of the screen's detail (useDetailParam's). */
  param?: string;
  history?: DetailHistory;
  /** The route the detail is shown on, when it is not the list's own. */
  path?: string;
  children: ReactNode;
}

/** A link that opens one row in detail, the list's filters kept in the URL for closing. */
export function DetailLink({ rowId, param, history, path, children, ...rest }: DetailLinkProps) {
  const { linkTo } = useDetailParam(param, history);
  return (
    <Link {...rest} {...linkTo(rowId, path)}>
      {children}
    </Link>
  );
}

interface DetailActionProps {
  rowId: number;
  /** The route the detail is shown on, when it is not the list's own. */
  path?: string;
  /** Names the row, as 详情 alone does not. */
  'aria-label': string;
}

/** 详情 among a row's actions: the row's detail in place of the list, Back returning to it. */
export function DetailAction({ rowId, path, 'aria-label': ariaLabel }: DetailActionProps) {
  return (
    <DetailLink rowId={rowId} history="push" path={path} aria-label={ariaLabel}>
      {commonCopy.detail}
    </DetailLink>
  );
}
