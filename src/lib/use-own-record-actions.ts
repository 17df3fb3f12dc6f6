import type { UseMutationResult } from '@tanstack/react-query';
import { commonCopy } from '@/copy';
import { confirmThen } from './confirm-then';
import { getFeedback } from './feedback';

interface OwnRecordMutations {
  remove: UseMutationResult<unknown, Error, number>;
  setDefault: UseMutationResult<unknown, Error, number>;
  /** The question asked before deleting. */
  confirmDeleteText: string;
}

/**
 * Delete (after a confirm) and set-default for the member's own records (addresses, bank
 * accounts, invoice profiles), each saying 操作成功 when the server has done it.
 */
export function useOwnRecordActions({ remove, setDefault, confirmDeleteText }: OwnRecordMutations) {
  const succeeded = () => getFeedback().toastSuccess(commonCopy.operationSuccess);
  return {
    confirmDelete: (id: number) =>
      confirmThen(confirmDeleteText, async () => {
        await remove.mutateAsync(id);
        succeeded();
      }),
    makeDefault: (id: number) => setDefault.mutate(id, { onSuccess: succeeded }),
    settingDefault: setDefault.isPending,
  };
}
