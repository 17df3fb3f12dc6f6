// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeFeedback } from '@/testing/fake-feedback';
import { getFeedback, setFeedback } from '../feedback';

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
});
