import { Button, Space } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/ui/page-card';
import { contractCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import type { Contract } from '../api/contract-schemas';
import { ContractDetail } from './contract-detail';
import { ContractList } from './contract-list';
import { ExtensionDialog } from './extension-dialog';
import { NewContractDialog } from './new-contract-dialog';

/** member/my_contract: the member's contracts, or one of them (?id=); extension and new requests. */
export function MyContractPage() {
  const { id: contractId, close } = useDetailParam('id', 'push');
  const [extending, setExtending] = useState<Contract | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <PageCard
      title={contractId === undefined ? contractCopy.pageTitle : contractCopy.detailTitle}
      extra={
        <Space>
          {contractId !== undefined && <Button onClick={close}>{contractCopy.back}</Button>}
          <Button type="primary" onClick={() => setCreating(true)}>
            {contractCopy.newContract}
          </Button>
        </Space>
      }
    >
      {contractId === undefined ? (
        <ContractList onExtend={setExtending} />
      ) : (
        <ContractDetail key={contractId} contractId={contractId} onExtend={setExtending} />
      )}
      <ExtensionDialog contract={extending} onClose={() => setExtending(null)} />
      <NewContractDialog open={creating} onClose={() => setCreating(false)} />
    </PageCard>
  );
}
