import { Tabs } from '@/components/ui/tabs';
import { authCopy } from '@/copy';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';
import { StaffLoginForm } from './staff-login-form';

/** The three ways in; the password tab comes first and takes a prefilled phone. */
export function LoginTabs({ initialPhone }: { initialPhone?: string }) {
  return (
    <Tabs
      label={authCopy.loginTitle}
      items={[
        {
          key: 'password',
          label: authCopy.passwordLoginTab,
          children: <PasswordLoginForm initialPhone={initialPhone} />,
        },
        { key: 'code', label: authCopy.codeLoginTab, children: <CodeLoginForm /> },
        { key: 'staff', label: authCopy.staffLoginTab, children: <StaffLoginForm /> },
      ]}
    />
  );
}
