import { Alert, Flex, Form, Modal, Radio, Skeleton, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { paymentCopy, rechargeCopy } from '@/copy';
import { AmountDue } from '@/components/ui/amount-due';
import { FailedQuery } from '@/components/ui/query-state';
import type { BankRechargeType } from '@/lib/enums/bank-recharge-type';
import { rechargeMethod, type RechargeMethod } from '@/lib/enums/recharge-method';
import { getFeedback } from '@/lib/feedback';
import type { RechargeSettings } from '@/features/checkout/api/checkout-schemas';
import type { RechargeOutcome, RechargeRequest } from '@/stores/ui-store';
import { fenToYuanString, formatFen, yuanToFen } from '@/utils/money';
import { AlipayPanel } from './alipay-panel';
import { AmountField } from './amount-field';
import { BankTransferForm } from './bank-transfer-form';
import { exceedsRechargeLimit } from './recharge-limits';
import { feePercentLabel, rechargeFee } from './recharge-fee';
import { useTopUpArrival } from './use-top-up-arrival';
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

/**
 * 充值结算: top up by WeChat, Alipay or bank transfer (SPEC sections 4 and 9). The amount sent
 * is what reaches the balance; the fee shown beside it is added by the payment provider.
 * While WeChat or Alipay is chosen, the balance is watched: a top-up that arrives says 充值成功
 * and closes the dialog, so that the order can be paid at once.
 */
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
  const typedFen = yuanToFen(amountYuan);
  const tooLarge = exceedsRechargeLimit(amountYuan);
  const amountFen = tooLarge ? null : typedFen;
  const ratio = settings.data ? ratioFor(method, settings.data) : null;
  const fee = ratio !== null && amountFen !== null ? rechargeFee(amountFen, ratio) : null;

  const { onSettled } = request;
  // what each outcome changed is refreshed by whatever noticed it: the bank recharge's
  // mutation, or the watch on the balance
  const settle = useCallback(
    (outcome: RechargeOutcome) => {
      onSettled?.(outcome);
      onClose();
    },
    [onSettled, onClose],
  );
  const credited = useCallback(() => {
    getFeedback().toastSuccess(rechargeCopy.credited);
    settle('credited');
  }, [settle]);
  useTopUpArrival(method !== 2, credited);
  const bankDone = (type: BankRechargeType) => settle(type === 1 ? 'reserved' : 'submitted');

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
      {settings.data ? (
        <Flex vertical gap="middle" className="recharge-dialog">
          {request.message && <Alert type="warning" showIcon title={request.message} />}
          <Form layout="horizontal" component="div" labelCol={{ flex: '96px' }}>
            <Form.Item label={rechargeCopy.method}>
              <Radio.Group
                aria-label={rechargeCopy.method}
                value={method}
                onChange={(event) => setMethod(event.target.value as RechargeMethod)}
                options={rechargeMethod.options}
              />
            </Form.Item>
            <Form.Item
              label={rechargeCopy.amount}
              htmlFor={AMOUNT_ID}
              validateStatus={tooLarge ? 'error' : undefined}
              help={tooLarge ? rechargeCopy.amountTooLarge : undefined}
            >
              <AmountField
                id={AMOUNT_ID}
                value={amountYuan}
                invalid={tooLarge}
                onChange={setTypedYuan}
              />
            </Form.Item>
            {fee && ratio !== null && (
              <>
                <Form.Item label={rechargeCopy.fee(feePercentLabel(ratio))}>
                  <Typography.Text>{formatFen(fee.feeFen)}</Typography.Text>
                </Form.Item>
                <Form.Item label={rechargeCopy.payable}>
                  <AmountDue fen={fee.payableFen} />
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
              onDone={bankDone}
            />
          )}
        </Flex>
      ) : settings.isError ? (
        <FailedQuery query={settings} />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
