/** Tests reach the mock backend through here, so that app code never imports src/mocks. */
export { mockApi, mockServer } from '@/mocks/node';
