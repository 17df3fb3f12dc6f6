import { logInAs, SEEDED_MEMBER } from '@tests/render-app';

/** Logs a seeded member in against the mock, the way the login page would. */
export const logInMember = (phone = SEEDED_MEMBER): Promise<void> => logInAs(phone);
