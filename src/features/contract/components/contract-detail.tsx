import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Flex, Typography, type DescriptionsProps } from 'antd';
import { PdfLink } from '@/components/ui/pdf-opener';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag } from '@/components/ui/status-tag';
import { contractCopy } from '@/copy';
import { contractStatus } from '@/lib/enums/designed';
import type { Contract, ContractExtension } from '../api/contract-schemas';
import { useContract } from '../hooks/use-contracts';
import { canExtend } from '../utils/contract-status';

interface ContractDetailProps {
  contractId: number;
  onExtend(contract: Contract): void;
}

const termsOf = (contract: Contract): DescriptionsProps['items'] => [
  { key: 'contractNo', label: contractCopy.contractNo, children: contract.contractNo },
  {
    key: 'status',
    label: contractCopy.status,
    children: <EnumTag of={contractStatus} value={contract.status} />,
  },
  { key: 'party', label: contractCopy.party, children: contract.party },
  { key: 'signTime', label: contractCopy.signTime, children: contract.signTime },
  { key: 'startDate', label: contractCopy.startDate, children: contract.startDate },
  { key: 'endDate', label: contractCopy.endDate, children: contract.endDate },
  { key: 'remark', label: contractCopy.remark, span: 'filled', children: contract.remark },
  ...(contract.auditRemark
    ? [
        {
          key: 'auditRemark',
          label: contractCopy.auditRemark,
          span: 'filled' as const,
          children: contract.auditRemark,
        },
      ]
    : []),
  {
    key: 'pdf',
    label: contractCopy.viewPdf,
    span: 'filled',
    children: contract.pdfUrl ? (
      <PdfLink url={contract.pdfUrl}>
        <FilePdfOutlined aria-hidden /> {contractCopy.viewPdf}
      </PdfLink>
    ) : (
      <Typography.Text type="secondary">{contractCopy.noPdf}</Typography.Text>
    ),
  },
];

const extensionOf = (extension: ContractExtension): DescriptionsProps['items'] => [
  { key: 'endDate', label: contractCopy.requestedEndDate, children: extension.endDate },
  { key: 'reason', label: contractCopy.reason, children: extension.reason },
  { key: 'applyTime', label: contractCopy.applyTime, children: extension.applyTime },
];

/** One contract: its terms, the PDF (opened in /pdfPreview), and its extension request. */
export function ContractDetail({ contractId, onExtend }: ContractDetailProps) {
  const query = useContract(contractId);
  return (
    <QueryState query={query} notFound={<Empty description={contractCopy.notFound} />}>
      {(contract) => (
        <Flex vertical gap="middle">
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            title={contract.contractName}
            extra={
              canExtend(contract.status) && (
                <Button type="primary" onClick={() => onExtend(contract)}>
                  {contractCopy.extend}
                </Button>
              )
            }
            items={termsOf(contract)}
          />
          {contract.extension && (
            <Descriptions
              bordered
              size="small"
              column={1}
              title={contractCopy.extensionRequest}
              items={extensionOf(contract.extension)}
            />
          )}
        </Flex>
      )}
    </QueryState>
  );
}
