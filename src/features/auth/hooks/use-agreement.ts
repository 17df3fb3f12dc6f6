import { useQuery } from '@tanstack/react-query';
import { getAgreement } from '../api/auth-api';

export const agreementQueryKey = (name: string) => ['auth', 'agreement', name] as const;

/** Loads an agreement by name; nothing is requested without a name. */
export function useAgreement(name: string) {
  return useQuery({
    queryKey: agreementQueryKey(name),
    queryFn: () => getAgreement(name),
    enabled: name !== '',
  });
}
