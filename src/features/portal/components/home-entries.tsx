import {
  ApartmentOutlined,
  NotificationOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';

const ENTRIES = [
  { href: hrefs.memberCentre, icon: <UserOutlined />, ...homeCopy.entries.memberCentre },
  { href: paths.storage, icon: <ShopOutlined />, ...homeCopy.entries.storage },
  { href: paths.division, icon: <ApartmentOutlined />, ...homeCopy.entries.division },
  { href: hrefs.announcement(), icon: <NotificationOutlined />, ...homeCopy.entries.announcement },
];

/** Shortcuts into the areas of the platform. */
export function HomeEntries() {
  return (
    <SectionCard title={homeCopy.entriesTitle}>
      <ul className="home-entries">
        {ENTRIES.map(({ href, icon, title, description }) => (
          <li key={href}>
            <Link to={href} className="home-entries__link">
              <span className="home-entries__icon" aria-hidden>
                {icon}
              </span>
              <span>
                <strong>{title}</strong>
                <br />
                <span className="home-entries__description">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
