import { SystemLogPage } from '@/features/account/components/system-log-page';

export { SystemLogPage as Component };
