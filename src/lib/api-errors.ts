import { commonCopy, paymentCopy } from '@/copy';
import { paths } from '@/config/paths';
import type { Feedback } from './feedback';
import type { RechargeRequest } from '@/stores/ui-store';

/** What an error-code action may do; the API client supplies the real pieces. */
export interface ErrorContext {
  message: string;
  feedback: Feedback;
  navigate(to: string): void;
  endSession(): void;
  openRecharge(request: RechargeRequest): void;
  requestConnect(): void;
}

type ErrorAction = (ctx: ErrorContext) => void;

export const SESSION_FAILURE_CODES = ['000403', '30002'] as const;
export const INSUFFICIENT_BALANCE_ON_PAYMENT = '30232';

const endSession: ErrorAction = (ctx) => {
  ctx.feedback.toastError(ctx.message);
  ctx.endSession();
  ctx.navigate(paths.login);
};

const askToLink: ErrorAction = (ctx) =>
  ctx.feedback.confirm({
    title: commonCopy.tip,
    content: ctx.message,
    okText: paymentCopy.linkNow,
    cancelText: commonCopy.close,
    onOk: () => {
      ctx.requestConnect();
      ctx.navigate(paths.home);
    },
    onCancel: () => ctx.navigate(paths.home),
  });

/** SPEC section 8, one entry per code. */
const actions: Record<string, ErrorAction> = {
  '000403': endSession,
  '30002': endSession,
  '3999': (ctx) =>
    ctx.feedback.alert({ type: 'warning', content: ctx.message, okText: commonCopy.confirm }),
  '9000': askToLink,
  '9002': askToLink,
  '9003': askToLink,
  '9001': (ctx) =>
    ctx.feedback.alert({
      type: 'warning',
      content: ctx.message,
      okText: commonCopy.close,
      onOk: () => ctx.navigate(paths.home),
    }),
  '9004': (ctx) =>
    ctx.feedback.alert({
      type: 'warning',
      title: commonCopy.tip,
      content: ctx.message,
      okText: commonCopy.confirm,
      onOk: () => ctx.navigate(paths.family),
    }),
  '30207': (ctx) =>
    ctx.feedback.alert({
      type: 'warning',
      title: commonCopy.tip,
      content: ctx.message,
      okText: commonCopy.confirm,
    }),
  '30032': (ctx) =>
    ctx.feedback.confirm({
      title: commonCopy.tip,
      content: ctx.message,
      okText: paymentCopy.recharge,
      cancelText: commonCopy.close,
      onOk: () => ctx.openRecharge({}),
    }),
  '30060': (ctx) =>
    ctx.feedback.confirm({
      title: commonCopy.tip,
      content: paymentCopy.insufficientBalanceAsk,
      okText: paymentCopy.recharge,
      cancelText: commonCopy.close,
      onOk: () => ctx.openRecharge({ message: ctx.message }),
    }),
  [INSUFFICIENT_BALANCE_ON_PAYMENT]: (ctx) => {
    ctx.feedback.toastWarning(ctx.message || paymentCopy.insufficientBalance);
    ctx.openRecharge({ message: ctx.message });
  },
};

/**
 * The actions by code, in a Map so that a code the server sends finds only these, never an
 * object's inherited keys (`toString`, `__proto__`).
 */
export const errorCodeTable: ReadonlyMap<string, ErrorAction> = new Map(Object.entries(actions));

/** The feedback with every dialog it opens keyed by the error code. */
const keyedDialogs = (feedback: Feedback, code: string): Feedback => ({
  ...feedback,
  alert: (options) => feedback.alert({ key: `code-${code}`, ...options }),
  confirm: (options) => feedback.confirm({ key: `code-${code}`, ...options }),
});

export const isSessionFailure = (code: string | null): boolean =>
  code !== null && (SESSION_FAILURE_CODES as readonly string[]).includes(code);

/** Runs the table's action for a code, or the default: a toast with the server's message. */
export function handleErrorCode(code: string | null, ctx: ErrorContext): void {
  const action = code === null ? undefined : errorCodeTable.get(code);
  // one dialog per code at a time, however many calls answer it together
  if (action && code !== null) action({ ...ctx, feedback: keyedDialogs(ctx.feedback, code) });
  else ctx.feedback.toastError(ctx.message || commonCopy.serverException);
}
