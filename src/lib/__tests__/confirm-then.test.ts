import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFeedback } from '@tests/fake-feedback';
import { ApiError } from '../api-error';
import { confirmThen } from '../confirm-then';
import { setFeedback, type ConfirmOptions } from '../feedback';

function connectFeedback() {
  const feedback = fakeFeedback();
  setFeedback(feedback);
  const asked = () => feedback.confirm.mock.calls[0]?.[0] as ConfirmOptions;
  return { feedback, asked };
}

describe('confirmThen', () => {
  afterEach(() => setFeedback(null));

  it('asks 提示 with 确定 and 取消 and runs nothing until confirmed', async () => {
    const { asked } = connectFeedback();
    const action = vi.fn();
    confirmThen('确定删除该地址吗？', action);
    expect(asked()).toMatchObject({
      title: '提示',
      content: '确定删除该地址吗？',
      okText: '确定',
      cancelText: '取消',
    });
    expect(action).not.toHaveBeenCalled();
    await asked().onOk?.();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('closes the question and says 服务器异常 when the action gets no answer', async () => {
    const { feedback, asked } = connectFeedback();
    confirmThen('确定取消订单吗？', () => Promise.reject(new ApiError('network', '服务器异常')));
    await expect(asked().onOk?.()).resolves.toBeUndefined();
    expect(feedback.toastError).toHaveBeenCalledWith('服务器异常');
  });
});
