import { Alert, Flex, Form, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { paymentCopy, rechargeCopy, rechargeMethodCopy } from '@/copy';
import type { RechargeMethod, RechargeSettings } from '@/features/checkout/api/recharge-types';
import type { RechargeRequest } from '@/stores/ui-store';
import { fenToYuanString, formatFen, yuanToFen } from '@/utils/money';
import { AlipayPanel } from './alipay-panel';
import { AmountField } from './amount-field';
import { BankTransferForm } from './bank-transfer-form';
import { feePercentLabel, rechargeFee } from './recharge-fee';
import { useOrderShortfall, useRechargeSettings } from './use-recharge-data';
import { WechatPanel } from './wechat-panel';
import './recharge-dialog.css';

export interface RechargeDialogProps {
  request: RechargeRequest;
  onClose: () => void;
}

const AMOUNT_ID = 'recharge-amount';

const ratioFor = (method: RechargeMethod, settings: RechargeSettings): number | null => {
  if (method === 0) return settings.WxRatio;
  if (method === 1) return settings.AliRatio;
  return null;
};

/** 充值结算: top up by WeChat, Alipay or bank transfer (SPEC sections 4 and 9). */
export function RechargeDialog({ request, onClose }: RechargeDialogProps) {
  const [method, setMethod] = useState<RechargeMethod>(0);
  const [typedYuan, setTypedYuan] = useState<string | null>(null);
  const settings = useRechargeSettings();
  const shortfall = useOrderShortfall(
    request.amountFen === undefined ? request.orderId : undefined,
  );

  const prefillFen = request.amountFen ?? shortfall.data;
  const amountYuan =
    typedYuan ?? (prefillFen === undefined ? '' : fenToYuanString(Math.max(prefillFen, 0)));
  const amountFen = yuanToFen(amountYuan);
  const ratio = settings.data ? ratioFor(method, settings.data) : null;
  const fee = ratio !== null && amountFen !== null ? rechargeFee(amountFen, ratio) : null;

  return (
    <Modal
      open
      title={paymentCopy.rechargeTitle}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
    >
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.data ? (
        <Flex vertical gap="middle" className="recharge-dialog">
          {request.message && <Alert type="warning" showIcon title={request.message} />}
          <Form layout="horizontal" component="div" labelCol={{ flex: '96px' }}>
            <Form.Item label={rechargeCopy.method}>
              <Radio.Group
                aria-label={rechargeCopy.method}
                value={method}
                onChange={(event) => setMethod(event.target.value as RechargeMethod)}
                options={rechargeMethodCopy.map((label, value) => ({ label, value }))}
              />
            </Form.Item>
            <Form.Item label={rechargeCopy.amount} htmlFor={AMOUNT_ID}>
              <AmountField id={AMOUNT_ID} value={amountYuan} onChange={setTypedYuan} />
            </Form.Item>
            {fee && ratio !== null && (
              <>
                <Form.Item label={rechargeCopy.fee(feePercentLabel(ratio))}>
                  <Typography.Text>{formatFen(fee.feeFen)}</Typography.Text>
                </Form.Item>
                <Form.Item label={rechargeCopy.payable}>
                  <Typography.Text strong type="danger">
                    {formatFen(fee.payableFen)}
                  </Typography.Text>
                </Form.Item>
              </>
            )}
          </Form>
          {method === 0 && <WechatPanel amountFen={amountFen} />}
          {method === 1 && <AlipayPanel amountFen={amountFen} />}
          {method === 2 && (
            <BankTransferForm
              settings={settings.data}
              amountFen={amountFen}
              orderId={request.orderId ?? null}
              onDone={onClose}
            />
          )}
        </Flex>
      ) : null}
    </Modal>
  );
}
