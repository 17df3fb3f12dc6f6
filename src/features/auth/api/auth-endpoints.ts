import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  agreementQuerySchema,
  agreementSchema,
  changePasswordBodySchema,
  codeLoginBodySchema,
  loginResultSchema,
  passwordLoginBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  staffLoginBodySchema,
} from './auth-schemas';

const PHONE_NOT_REGISTERED = '10002';
const PHONE_REGISTERED = '10003';
const WRONG_CODE = '10007';

export const authEndpoints = endpointGroup('auth', {
  /** Logs in with the phone and password: the session's token and the member. */
  passwordLogin: endpoint({
    method: 'POST',
    path: 'v1/front/ologin',
    body: passwordLoginBodySchema,
    answer: loginResultSchema,
    errors: ['10001'],
    from: SPEC_PATH,
  }),
  /** Logs in with the phone and a code sent to it. */
  codeLogin: endpoint({
    method: 'POST',
    path: 'v1/front/login',
    body: codeLoginBodySchema,
    answer: loginResultSchema,
    errors: [PHONE_NOT_REGISTERED, WRONG_CODE],
    from: SPEC_PATH,
  }),
  /** A staff member logs in as the member they serve. */
  staffLogin: endpoint({
    method: 'POST',
    path: 'v1/front/camouflage/login',
    body: staffLoginBodySchema,
    answer: loginResultSchema,
    errors: [PHONE_NOT_REGISTERED, '10004'],
    from: SPEC_PATH,
  }),
  register: endpoint({
    method: 'POST',
    path: 'v1/front/register',
    body: registerBodySchema,
    answer: noAnswer,
    errors: [PHONE_REGISTERED, WRONG_CODE],
    from: SPEC_PATH,
  }),
  /** Sends a verification code to a phone, registered or not as the purpose needs. */
  sendCode: endpoint({
    method: 'POST',
    path: 'v1/front/code',
    body: sendCodeBodySchema,
    answer: noAnswer,
    errors: [PHONE_NOT_REGISTERED, PHONE_REGISTERED],
    from: SPEC_PATH,
  }),
  /** Sets a new password; every session of the member ends. */
  changePassword: endpoint({
    method: 'POST',
    path: 'v1/front/user/password',
    body: changePasswordBodySchema,
    answer: noAnswer,
    errors: [PHONE_NOT_REGISTERED, WRONG_CODE],
    from: SPEC_PATH,
  }),
  /** Ends the session: a GET in the provider's API that changes the server's state. */
  logout: endpoint({
    method: 'GET',
    path: 'v1/front/loginout',
    answer: noAnswer,
    changesState: true,
    from: SPEC_PATH,
  }),
  /** An agreement by name (registration, privacy). */
  agreement: endpoint({
    method: 'GET',
    path: 'v1/front/agreement',
    query: agreementQuerySchema,
    answer: agreementSchema,
    errors: ['10005'],
    from: SPEC_PATH,
  }),
});
