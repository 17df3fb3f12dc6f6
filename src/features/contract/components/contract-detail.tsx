import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { hrefs } from '@/config/paths';
import { contractCopy } from '@/copy';
import type { Contract } from '../api/contract-types';
import { useContract } from '../hooks/use-contracts';
import { canExtend } from '../utils/contract-status';
import { ContractStatusTag } from './contract-status-tag';

interface ContractDetailProps {
  contractId: number;
  onExtend(contract: Contract): void;
}

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
          >
            <Descriptions.Item label={contractCopy.contractNo}>
              {contract.contractNo}
            </Descriptions.Item>
            <Descriptions.Item label={contractCopy.status}>
              <ContractStatusTag status={contract.status} />
            </Descriptions.Item>
            <Descriptions.Item label={contractCopy.party}>{contract.party}</Descriptions.Item>
            <Descriptions.Item label={contractCopy.signTime}>{contract.signTime}</Descriptions.Item>
            <Descriptions.Item label={contractCopy.startDate}>
              {contract.startDate}
            </Descriptions.Item>
            <Descriptions.Item label={contractCopy.endDate}>{contract.endDate}</Descriptions.Item>
            <Descriptions.Item label={contractCopy.remark} span={2}>
              {contract.remark}
            </Descriptions.Item>
            <Descriptions.Item label={contractCopy.viewPdf} span={2}>
              {contract.pdfUrl ? (
                <Link to={hrefs.pdfPreview(contract.pdfUrl)}>
                  <FilePdfOutlined aria-hidden /> {contractCopy.viewPdf}
                </Link>
              ) : (
                <Typography.Text type="secondary">{contractCopy.noPdf}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
          {contract.extension && (
            <Descriptions size="small" column={1} bordered title={contractCopy.extensionRequest}>
              <Descriptions.Item label={contractCopy.requestedEndDate}>
                {contract.extension.endDate}
              </Descriptions.Item>
              <Descriptions.Item label={contractCopy.reason}>
                {contract.extension.reason}
              </Descriptions.Item>
              <Descriptions.Item label={contractCopy.applyTime}>
                {contract.extension.applyTime}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Flex>
      )}
    </QueryState>
  );
}
