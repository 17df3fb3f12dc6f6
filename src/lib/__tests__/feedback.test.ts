import { describe, expect, it, vi } from 'vitest';
import { fakeFeedback } from '@tests/fake-feedback';
import { getFeedback, setFeedback, whenFeedbackWaits } from '../feedback';

describe('feedback bridge', () => {
  it('keeps what is shown before the toast host connects and shows it on connect', () => {
    setFeedback(null);
    getFeedback().toastError('登录已失效');
    getFeedback().alert({ type: 'warning', content: '提示内容' });
    const real = fakeFeedback();
    setFeedback(real);
    expect(real.toastError).toHaveBeenCalledWith('登录已失效');
    expect(real.alert).toHaveBeenCalledWith({ type: 'warning', content: '提示内容' });

    getFeedback().toastSuccess('操作成功');
    expect(real.toastSuccess).toHaveBeenCalledWith('操作成功');
    setFeedback(null);
  });

  it('forgets the queue on disconnect, so nothing stale appears later', () => {
    setFeedback(null);
    getFeedback().toastError('旧消息');
    setFeedback(null);
    const real = fakeFeedback();
    setFeedback(real);
    expect(real.toastError).not.toHaveBeenCalled();
    setFeedback(null);
  });

  it('calls for the toast host when a message waits, also for one queued before asking', () => {
    setFeedback(null);
    getFeedback().toastError('网络异常');
    const early = vi.fn();
    whenFeedbackWaits(early);
    expect(early).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    setFeedback(fakeFeedback());
    whenFeedbackWaits(later);
    expect(later).not.toHaveBeenCalled();
    setFeedback(null);
    getFeedback().toastWarning('请先登录');
    expect(later).toHaveBeenCalledTimes(1);
    whenFeedbackWaits(null);
    setFeedback(null);
  });

  it('closing the dialogs before the host connects drops the waiting dialogs, not the toasts', () => {
    setFeedback(null);
    getFeedback().alert({ type: 'error', content: '系统繁忙' });
    getFeedback().toastError('登录已失效，请重新登录');
    getFeedback().closeDialogs();
    const real = fakeFeedback();
    setFeedback(real);
    expect(real.alert).not.toHaveBeenCalled();
    expect(real.toastError).toHaveBeenCalledWith('登录已失效，请重新登录');
    setFeedback(null);
  });
});
