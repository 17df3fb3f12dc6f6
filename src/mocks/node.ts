import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { createMockApi } from './seam';

export const mockServer = setupServer(...handlers);
export const mockApi = createMockApi();
