#!/usr/bin/env node
// Checks a running API against the app's contract: calls every read-only endpoint as a screen
// would and parses each answer with the app's own schemas (src/contract/api-check.ts, loaded
// through Vite so that the '@/' alias and the endpoint registry are what the app sees).
import { parseArgs } from 'node:util';
import { createModuleLoader } from './vite-modules.mjs';

const USAGE = `Usage: npm run check:api -- --base <url> [--token <accessToken> | --phone <phone> --password <password>] [options]

Calls every read-only endpoint of the app's contract on the API at --base (GET only, never one
marked as changing state, such as logout) with the parameters a screen would send, parses each
answer with the app's schemas and prints: endpoint, HTTP status, envelope, outcome (parsed /
fields missing / of another type / rows dropped) and the first offending path in the answer.
It never sends a POST, PUT or DELETE, except the login that --phone/--password ask for
(POST v1/front/ologin, once).

  --base <url>          the API's base URL, as VITE_API_BASE_URL (http://127.0.0.1:4180/);
                        every endpoint path is joined below it
  --token <token>       sent as the accessToken header (or CHECK_API_TOKEN)
  --phone <phone>       log in first with this member's phone ...
  --password <password> ... and password (or CHECK_API_PASSWORD)
  --json                print the report as JSON
  --rate <n>            at most n requests a second (default 5)
  --timeout <seconds>   for one request (default 10)
  --total <seconds>     for the whole check; the endpoints left are listed as not reached (default 120)
  -h, --help            this text

Exit code: 0 every answer parsed with nothing missing or odd; 1 some did not, or were not
reached; 2 usage, a host that does not answer, a failed login or a refused token.`;

function usageError(message) {
  console.error(`check-api: ${message} (--help for the options)`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string' },
      token: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      json: { type: 'boolean', default: false },
      rate: { type: 'string', default: '5' },
      timeout: { type: 'string', default: '10' },
      total: { type: 'string', default: '120' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  usageError(error.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const positive = (name) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) usageError(`--${name} must be a positive number`);
  return value;
};
if (!values.base) usageError('--base is required');
if (!URL.canParse(values.base) || !/^https?:$/.test(new URL(values.base).protocol)) {
  usageError(`--base must be an http(s) URL, got ${values.base}`);
}
const token = values.token ?? process.env.CHECK_API_TOKEN;
const password = values.password ?? process.env.CHECK_API_PASSWORD;
if (values.phone && !password) usageError('--phone needs --password (or CHECK_API_PASSWORD)');
if (values.password && !values.phone) usageError('--password needs --phone');
if (values.phone && token) usageError('give either --token or --phone/--password, not both');

const options = {
  base: values.base,
  token: token || undefined,
  login: values.phone ? { phone: values.phone, password } : undefined,
  ratePerSecond: positive('rate'),
  timeoutMs: positive('timeout') * 1000,
  totalMs: positive('total') * 1000,
};

const vite = await createModuleLoader({ mode: 'production' });
let exitCode = 2;
try {
  const { checkApi } = await vite.ssrLoadModule('/src/contract/api-check.ts');
  const { formatReport, reportJson } = await vite.ssrLoadModule(
    '/src/contract/api-check-report.ts',
  );
  const report = await checkApi(options);
  exitCode = report.exitCode;
  if (values.json) console.log(reportJson(report));
  else if (report.fatal) console.error(`check-api: ${report.fatal}`);
  else console.log(formatReport(report));
} finally {
  await vite.close();
}
process.exit(exitCode);
