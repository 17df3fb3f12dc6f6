import { memberPath } from '@/config/paths';

const MY_CONTRACT = memberPath('my_contract');

/** my_contract shows the list, or one contract (?id=). */
export const contractLinks = {
  list: MY_CONTRACT,
  detail: (contractId: number) =>
    `${MY_CONTRACT}?${new URLSearchParams({ id: String(contractId) })}`,
};
