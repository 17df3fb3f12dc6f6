#!/usr/bin/env node
// The mock backend (src/mocks: the app's msw handlers and database) over real HTTP, for the
// real-API build served on another origin. The server module is loaded through Vite in mock
// mode, so the '@/' alias, __MOCK_MODE__ and import.meta.env are what the app sees.
// Usage: node scripts/mock-api.mjs [--port 4180] [--host 127.0.0.1] [--allow-origin A,B]
//   --allow-origin (or MOCK_API_ALLOWED_ORIGINS): origins whose pages may call; default any.
import { parseArgs } from 'node:util';
import { createModuleLoader } from './vite-modules.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-api: --port must be a port number, got ${values.port}`);
  process.exit(2);
}
const allowedOrigins = (values['allow-origin'] ?? process.env.MOCK_API_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const vite = await createModuleLoader({ mode: 'mock' });
const { createMockHttpServer } = await vite.ssrLoadModule('/src/mocks/http/server.ts');
const server = createMockHttpServer({ allowedOrigins, publicDir: vite.config.publicDir });

server.on('error', async (error) => {
  console.error(`mock-api: ${error.message}`);
  await vite.close();
  process.exit(1);
});
server.listen(port, values.host, () => {
  const { address, port: boundPort } = server.address();
  const host = address.includes(':') ? `[${address}]` : address;
  console.log(`Mock API on http://${host}:${boundPort}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    vite.close().finally(() => process.exit(0));
  });
}
