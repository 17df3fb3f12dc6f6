// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { commonCopy } from '@/copy';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { mockServer } from '@tests/mock-backend';
import { fakeFeedback, type FakeFeedback } from '@tests/fake-feedback';
import { sampleUser } from '@tests/sample-user';
import { apiClient, ApiError, type RequestOptions } from '../api-client';
import { DESIGNED, endpoint, type HttpMethod } from '../endpoint';
import { setFeedback } from '../feedback';
import { setNavigator } from '../navigation';
import * as v from 'valibot';
import { fen, int, list, text, type Schema } from '../schema';

const anything = v.unknown();

/** A call of an endpoint declared on the spot, as the features declare theirs. */
const callOf =
  (method: HttpMethod) =>
  <T>(path: string, answer: Schema<T>, options: Omit<RequestOptions, 'params'> = {}) =>
    apiClient.call(endpoint({ method, path, answer, from: DESIGNED }), options);
const get = callOf('GET');
const post = callOf('POST');

const url = (path: string) => `*/test/${path}`;
const ok = (resultData: unknown) =>
  HttpResponse.json({ resultStatus: true, resultData, errorMessage: null, errorCode: null });
const fail = (errorCode: string, errorMessage: string) =>
  HttpResponse.json({ resultStatus: false, resultData: null, errorMessage, errorCode });

let feedback: FakeFeedback;
let navigate: Mock<(to: string) => void>;

beforeEach(() => {
  feedback = fakeFeedback();
  setFeedback(feedback);
  navigate = vi.fn();
  setNavigator(navigate);
  useSessionStore.getState().startSession('token-1', sampleUser);
});

afterEach(() => setFeedback(null));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient', () => {
  it('unwraps resultData and sends the session token in the accessToken header', async () => {
    let token: string | null = null;
    mockServer.use(
      http.get(url('ping'), ({ request }) => {
        token = request.headers.get('accessToken');
        return ok({ pong: 1 });
      }),
    );
    await expect(get('test/ping', anything)).resolves.toEqual({ pong: 1 });
    expect(token).toBe('token-1');
  });

  it('shows errorMessage as a toast when resultStatus is false and rejects with the code', async () => {
    mockServer.use(http.post(url('order'), () => fail('12001', '商品已下架')));
    const error = await rejection(post('test/order', anything));
    expect(error).toMatchObject({ kind: 'business', code: '12001', message: '商品已下架' });
    expect(feedback.toastError).toHaveBeenCalledWith('商品已下架');
  });

  it('leaves a taken-over code to the caller: no toast, no dialog', async () => {
    mockServer.use(http.post(url('balance'), () => fail('30232', '余额不足')));
    const error = await rejection(post('test/balance', anything, { takeOver: ['30232'] }));
    expect(error.code).toBe('30232');
    expect(feedback.toastWarning).not.toHaveBeenCalled();
    expect(feedback.toastError).not.toHaveBeenCalled();
    expect(useUiStore.getState().recharge).toBeNull();
  });

  it("takes over every business code with 'all', but still ends the session on 000403", async () => {
    mockServer.use(
      http.post(url('balance'), () => fail('30207', '订单已冻结')),
      http.post(url('pay'), () => fail('000403', '登录已失效')),
    );
    const error = await rejection(post('test/balance', anything, { takeOver: 'all' }));
    expect(error).toMatchObject({ code: '30207', message: '订单已冻结' });
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.toastError).not.toHaveBeenCalled();

    await rejection(post('test/pay', anything, { takeOver: 'all' }));
    expect(feedback.toastError).toHaveBeenCalledWith('登录已失效');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('opens the recharge dialog through the ui store for 30032', async () => {
    mockServer.use(http.get(url('deposit'), () => fail('30032', '保证金不足')));
    await rejection(get('test/deposit', anything));
    const [[dialog]] = feedback.confirm.mock.calls;
    dialog.onOk?.();
    expect(useUiStore.getState().recharge).toEqual({});
  });

  it('parses the answer with the schema: defaults for missing fields, bad rows dropped', async () => {
    mockServer.use(
      http.get(url('news'), () =>
        ok({ newList: [{ newId: 1, newTitle: '通知' }, { newTitle: '没有编号' }, 'junk'] }),
      ),
    );
    const schema = v.object({
      newList: list(v.object({ newId: int(), newTitle: text(), createTime: text() })),
    });
    await expect(get('test/news', schema)).resolves.toEqual({
      newList: [{ newId: 1, newTitle: '通知', createTime: '' }],
    });
  });

  it('refuses an answer whose money is not whole fen, with a clear message and no toast', async () => {
    mockServer.use(
      http.get(url('price'), () => ok({ price: 12.5 })),
      http.get(url('price-text'), () => ok({ price: '1999' })),
    );
    const schema = v.object({ price: fen() });
    const error = await rejection(get('test/price', schema));
    expect(error).toMatchObject({ kind: 'parse', message: commonCopy.badAmount });
    expect(feedback.toastError).not.toHaveBeenCalled();
    await expect(get('test/price-text', schema)).resolves.toEqual({ price: 1999 });
  });

  it('fails an answer without the data the app needs instead of handing on null', async () => {
    mockServer.use(http.get(url('overview'), () => ok(null)));
    const error = await rejection(get('test/overview', v.object({ title: text() })));
    expect(error).toMatchObject({ kind: 'parse', message: commonCopy.badAnswer });
  });

  it('compares error codes as text whether the server sends a number or a string', async () => {
    mockServer.use(
      http.post(url('balance'), () =>
        HttpResponse.json({
          resultStatus: false,
          resultData: null,
          errorCode: 30232,
          errorMessage: '余额不足',
        }),
      ),
    );
    const error = await rejection(post('test/balance', anything, { takeOver: ['30232'] }));
    expect(error.code).toBe('30232');
    expect(feedback.toastWarning).not.toHaveBeenCalled();
    expect(useUiStore.getState().recharge).toBeNull();
  });

  it.each(['__proto__', 'toString', 'constructor'])(
    'rejects a business error coded %s like any unknown code, with the generic message',
    async (code) => {
      mockServer.use(http.post(url('order'), () => fail(code, '')));
      const error = await rejection(post('test/order', anything));
      expect(error).toMatchObject({ kind: 'business', code, message: commonCopy.serverException });
      expect(feedback.toastError).toHaveBeenCalledWith(commonCopy.serverException);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('sends the idempotency key of a purchase intent as a header', async () => {
    let key: string | null = null;
    mockServer.use(
      http.post(url('corder'), ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return ok(null);
      }),
    );
    await post('test/corder', anything, { idempotencyKey: 'intent-1' });
    expect(key).toBe('intent-1');
  });

  it('lets a background call fail quietly on a non-200 status, keeping the session', async () => {
    mockServer.use(
      http.get(url('ticker'), () => new HttpResponse(null, { status: 502 })),
      http.get(url('badge'), () => fail('12001', '稍后再试')),
    );
    const error = await rejection(get('test/ticker', anything, { background: true }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    await rejection(get('test/badge', anything, { background: true }));
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.toastError).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-1');
  });

  it('still ends the session when a background call meets a session failure', async () => {
    mockServer.use(http.get(url('badge'), () => fail('000403', '登录已失效')));
    await rejection(get('test/badge', anything, { background: true }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate.mock.calls[0][0]).toBe(paths.login);
  });

  it('sends a non-200 status to /login', async () => {
    mockServer.use(http.get(url('broken'), () => new HttpResponse(null, { status: 502 })));
    const error = await rejection(get('test/broken', anything));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(navigate.mock.calls[0][0]).toBe(paths.login);
    expect(feedback.toastError).toHaveBeenCalledWith(commonCopy.serverException);
  });

  it('rejects a transport failure without any message or navigation', async () => {
    mockServer.use(http.get(url('offline'), () => HttpResponse.error()));
    const error = await rejection(get('test/offline', anything));
    expect(error.kind).toBe('network');
    expect(feedback.toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-1');
  });

  it('handles ten simultaneous session failures once, and ignores answers that arrive later', async () => {
    sessionStorage.setItem('draft', 'kept until the session ends');
    mockServer.use(
      http.get(url('expired'), () => fail('000403', '登录已失效，请重新登录')),
      http.get(url('slow'), async () => {
        await delay(50);
        return ok({ late: true });
      }),
      http.get(url('slow-failure'), async () => {
        await delay(50);
        return fail('3999', '迟到的错误');
      }),
    );
    const late = [get('test/slow', anything), get('test/slow-failure', anything)];
    const failures = await Promise.allSettled(
      Array.from({ length: 10 }, () => get('test/expired', anything)),
    );

    expect(failures.every((result) => result.status === 'rejected')).toBe(true);
    expect(feedback.toastError).toHaveBeenCalledTimes(1);
    expect(feedback.toastError).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0][0]).toBe(paths.login);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(sessionStorage.length).toBe(0);

    const [lateSuccess, lateFailure] = await Promise.allSettled(late);
    expect(lateSuccess).toMatchObject({ status: 'rejected', reason: { kind: 'session-ended' } });
    expect(lateFailure).toMatchObject({ status: 'rejected', reason: { kind: 'session-ended' } });
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.toastError).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a session failure answered to a request of an earlier session leaves the new one alone', async () => {
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    mockServer.use(
      http.get(url('expired-late'), async () => {
        received();
        await delay(50);
        return fail('000403', '登录已失效，请重新登录');
      }),
    );
    const late = get('test/expired-late', anything);
    await arrived;
    useSessionStore.getState().startSession('token-2', sampleUser);

    expect(await rejection(late)).toMatchObject({ kind: 'session-ended' });
    expect(feedback.toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-2');
  });
});
