import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { portalHandlers } from './portal';

export const handlers = [...authHandlers, ...portalHandlers, ...accountHandlers, ...cartHandlers];
