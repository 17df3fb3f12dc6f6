import { useQuery } from '@tanstack/react-query';
import { getMemberInfo } from '../api/account-api';
import { accountKeys } from '../api/account-keys';

export function useMemberInfo() {
  return useQuery({ queryKey: accountKeys.info(), queryFn: () => getMemberInfo() });
}
