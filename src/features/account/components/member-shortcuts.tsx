import {
  AccountBookOutlined,
  BankOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { SectionCard } from '@/components/ui/section-card';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  capitalCopy,
  contractCopy,
  creditCopy,
  depositCopy,
  enquiryCopy,
  goodsCopy,
  memberCopy,
  rewardCopy,
  withdrawalCopy,
} from '@/copy';
import { hrefs, memberPath } from '@/config/paths';

interface Shortcut {
  to: string;
  label: string;
  icon: ReactNode;
}

const SHORTCUTS: Shortcut[] = [
  { to: hrefs.bills, label: withdrawalCopy.pageTitle, icon: <AccountBookOutlined /> },
  { to: memberPath('my_deposit'), label: depositCopy.pageTitle, icon: <WalletOutlined /> },
  { to: memberPath('income_summary'), label: capitalCopy.summaryTitle, icon: <BarChartOutlined /> },
  { to: memberPath('my_reward'), label: rewardCopy.pageTitle, icon: <GiftOutlined /> },
  {
    to: memberPath('my_credit'),
    label: creditCopy.pageTitle,
    icon: <SafetyCertificateOutlined />,
  },
  { to: memberPath('my_ask'), label: enquiryCopy.pageTitle, icon: <CustomerServiceOutlined /> },
  { to: memberPath('my_contract'), label: contractCopy.pageTitle, icon: <FileProtectOutlined /> },
  { to: memberPath('my_hot'), label: goodsCopy.hotTitle, icon: <FireOutlined /> },
];

const RESOURCES: Shortcut[] = [
  { to: hrefs.addressManagement, label: memberCopy.addressBook, icon: <EnvironmentOutlined /> },
  { to: hrefs.bankAccounts, label: memberCopy.bankAccounts, icon: <BankOutlined /> },
  { to: memberPath('my_invoice'), label: memberCopy.invoiceProfiles, icon: <FileTextOutlined /> },
];

function LinkGrid({ title, links }: { title: string; links: Shortcut[] }) {
  return (
    <SectionCard title={title}>
      <nav aria-label={title}>
        <ul className="member-centre__links">
          {links.map(({ to, label, icon }) => (
            <li key={to}>
              <Link to={to} className="member-centre__link">
                <span className="member-centre__link-icon" aria-hidden>
                  {icon}
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SectionCard>
  );
}

/** 快捷入口: the member screens used most, one click from the centre. */
export const MemberShortcuts = () => <LinkGrid title={memberCopy.shortcuts} links={SHORTCUTS} />;

/** 账户与资源: the address book, bank accounts and invoice profiles. */
export const MemberResources = () => <LinkGrid title={memberCopy.resources} links={RESOURCES} />;
