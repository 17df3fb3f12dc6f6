import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { sampleDocumentHandlers } from './sample-documents';
import { createMockApi } from './seam';

export const mockServer = setupServer(...handlers, ...sampleDocumentHandlers);
export const mockApi = createMockApi();
