import {
  AppstoreOutlined,
  HistoryOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hrefs, paths } from '@/config/paths';
import { toolbarCopy } from '@/copy';
import './floating-toolbar.css';

export interface FloatingToolbarProps {
  cartCount: number;
  /** On /storage_detail the category button is left out and the bar is shorter. */
  hideCategory: boolean;
  onCategory: () => void;
}

/** antd red-7: white badge digits on it keep a 5.6:1 contrast (the default red is 3.3:1). */
const BADGE_COLOR = '#cf1322';

function ToolbarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className="floating-toolbar__item">
        {icon}
        <span className="floating-toolbar__label">{label}</span>
      </Link>
    </li>
  );
}

/** The shortcut bar fixed to the right edge of the shop and portal screens. */
export function FloatingToolbar({ cartCount, hideCategory, onCategory }: FloatingToolbarProps) {
  const className = hideCategory ? 'floating-toolbar floating-toolbar--short' : 'floating-toolbar';
  return (
    <nav className={className} aria-label={toolbarCopy.label}>
      <ul className="floating-toolbar__list">
        {!hideCategory && (
          <li>
            <button type="button" className="floating-toolbar__item" onClick={onCategory}>
              <AppstoreOutlined aria-hidden className="floating-toolbar__icon" />
              <span className="floating-toolbar__label">{toolbarCopy.category}</span>
            </button>
          </li>
        )}
        <ToolbarLink
          to={paths.myCart}
          label={toolbarCopy.cart}
          icon={
            <Badge
              className="floating-toolbar__badge"
              count={cartCount}
              size="small"
              color={BADGE_COLOR}
            >
              <ShoppingCartOutlined aria-hidden className="floating-toolbar__icon" />
            </Badge>
          }
        />
        <ToolbarLink
          to={hrefs.favourites}
          label={toolbarCopy.favourites}
          icon={<StarOutlined aria-hidden className="floating-toolbar__icon" />}
        />
        <ToolbarLink
          to={hrefs.orderList}
          label={toolbarCopy.orders}
          icon={<ProfileOutlined aria-hidden className="floating-toolbar__icon" />}
        />
        <ToolbarLink
          to={hrefs.browseHistory}
          label={toolbarCopy.history}
          icon={<HistoryOutlined aria-hidden className="floating-toolbar__icon" />}
        />
      </ul>
    </nav>
  );
}
