import { describe, expect, it, vi } from 'vitest';
import { commonCopy, paymentCopy } from '@/copy';
import { paths } from '@/config/paths';
import { errorCodeTable, handleErrorCode, type ErrorContext } from '../api-errors';
import type { AlertOptions, ConfirmOptions, Feedback } from '../feedback';

function fakeContext(message = '服务端消息') {
  const alerts: AlertOptions[] = [];
  const confirms: ConfirmOptions[] = [];
  const feedback: Feedback = {
    toastError: vi.fn(),
    toastSuccess: vi.fn(),
    toastWarning: vi.fn(),
    alert: (options) => alerts.push(options),
    confirm: (options) => confirms.push(options),
    closeDialogs: vi.fn(),
  };
  const ctx: ErrorContext = {
    message,
    feedback,
    navigate: vi.fn(),
    endSession: vi.fn(),
    openRecharge: vi.fn(),
    requestConnect: vi.fn(),
  };
  return { ctx, alerts, confirms, feedback };
}

describe('error code table (SPEC section 8)', () => {
  it.each(['000403', '30002'])(
    '%s ends the session with an error toast and goes to /login',
    (code) => {
      const { ctx, feedback } = fakeContext('登录已失效');
      handleErrorCode(code, ctx);
      expect(feedback.toastError).toHaveBeenCalledWith('登录已失效');
      expect(ctx.endSession).toHaveBeenCalledOnce();
      expect(ctx.navigate).toHaveBeenCalledWith(paths.login);
    },
  );

  it('3999 shows a warning dialog with the server message and a confirm button', () => {
    const { ctx, alerts } = fakeContext('库存不足');
    handleErrorCode('3999', ctx);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'warning', content: '库存不足', okText: commonCopy.confirm }),
    ]);
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it.each(['9000', '9002', '9003'])(
    '%s asks to link now: OK opens the connect flow, cancel goes home',
    (code) => {
      const { ctx, confirms } = fakeContext('请先关联');
      handleErrorCode(code, ctx);
      const [dialog] = confirms;
      expect(dialog).toMatchObject({
        title: commonCopy.tip,
        content: '请先关联',
        okText: paymentCopy.linkNow,
        cancelText: commonCopy.close,
      });
      dialog.onOk?.();
      expect(ctx.requestConnect).toHaveBeenCalledOnce();
      expect(ctx.navigate).toHaveBeenLastCalledWith(paths.home);
      dialog.onCancel?.();
      expect(ctx.navigate).toHaveBeenCalledTimes(2);
      expect(ctx.requestConnect).toHaveBeenCalledOnce();
    },
  );

  it('9001 warns with a close button and goes home on OK', () => {
    const { ctx, alerts } = fakeContext('无权查看');
    handleErrorCode('9001', ctx);
    expect(alerts[0]).toMatchObject({
      type: 'warning',
      content: '无权查看',
      okText: commonCopy.close,
    });
    expect(ctx.navigate).not.toHaveBeenCalled();
    alerts[0].onOk?.();
    expect(ctx.navigate).toHaveBeenCalledWith(paths.home);
  });

  it('9004 warns titled as a tip and goes to the family page on OK', () => {
    const { ctx, alerts } = fakeContext('已退出家庭');
    handleErrorCode('9004', ctx);
    expect(alerts[0]).toMatchObject({
      type: 'warning',
      title: commonCopy.tip,
      content: '已退出家庭',
    });
    alerts[0].onOk?.();
    expect(ctx.navigate).toHaveBeenCalledWith(paths.family);
  });

  it('30207 warns titled as a tip with a confirm button', () => {
    const { ctx, alerts } = fakeContext('订单已锁定');
    handleErrorCode('30207', ctx);
    expect(alerts[0]).toMatchObject({
      type: 'warning',
      title: commonCopy.tip,
      content: '订单已锁定',
      okText: commonCopy.confirm,
    });
  });

  it('30032 asks to recharge; recharge opens the recharge dialog, close does not', () => {
    const { ctx, confirms } = fakeContext('保证金不足');
    handleErrorCode('30032', ctx);
    expect(confirms[0]).toMatchObject({
      content: '保证金不足',
      okText: paymentCopy.recharge,
      cancelText: commonCopy.close,
    });
    confirms[0].onCancel?.();
    expect(ctx.openRecharge).not.toHaveBeenCalled();
    confirms[0].onOk?.();
    expect(ctx.openRecharge).toHaveBeenCalledWith({});
  });

  it('30060 reads insufficient balance and opens recharge with the server message', () => {
    const { ctx, confirms } = fakeContext('需充值 100 元');
    handleErrorCode('30060', ctx);
    expect(confirms[0]).toMatchObject({
      content: paymentCopy.insufficientBalanceAsk,
      okText: paymentCopy.recharge,
    });
    confirms[0].onOk?.();
    expect(ctx.openRecharge).toHaveBeenCalledWith({ message: '需充值 100 元' });
  });

  it('keys every dialog by its code, so two calls answering it show one', () => {
    const { ctx, alerts, confirms } = fakeContext('系统繁忙');
    handleErrorCode('3999', ctx);
    handleErrorCode('30032', ctx);
    expect(alerts[0].key).toBe('code-3999');
    expect(confirms[0].key).toBe('code-30032');
  });

  it('30232 outside a payment flow warns and opens recharge', () => {
    const { ctx, feedback } = fakeContext('余额不足');
    handleErrorCode('30232', ctx);
    expect(feedback.toastWarning).toHaveBeenCalledWith('余额不足');
    expect(ctx.openRecharge).toHaveBeenCalledWith({ message: '余额不足' });
  });

  it('any other code shows the server message as a toast', () => {
    const { ctx, feedback } = fakeContext('参数错误');
    handleErrorCode('12345', ctx);
    expect(feedback.toastError).toHaveBeenCalledWith('参数错误');
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'a code named like an object key, %s, is any other code: the server message as a toast',
    (code) => {
      const { ctx, feedback, alerts, confirms } = fakeContext('参数错误');
      expect(() => handleErrorCode(code, ctx)).not.toThrow();
      expect(feedback.toastError).toHaveBeenCalledWith('参数错误');
      expect([alerts, confirms, vi.mocked(ctx.navigate).mock.calls]).toEqual([[], [], []]);
    },
  );

  it('has one entry for every code of the catalogue', () => {
    expect([...errorCodeTable.keys()].sort()).toEqual(
      [
        '000403',
        '30002',
        '3999',
        '9000',
        '9001',
        '9002',
        '9003',
        '9004',
        '30207',
        '30032',
        '30060',
        '30232',
      ].sort(),
    );
  });
});
