/**
 * Where the `deployed` project finds the product as members get it: the real-API build behind
 * nginx (deploy/nginx) and the HTTP mock API on another origin (scripts/deployed-stack.mjs).
 */
export const DEPLOYED_PROJECT = 'deployed';
// not 4190: fetch refuses that port (ManageSieve), and so does the stack's own start-up check
export const DEPLOYED_APP_PORT = 4195;
export const DEPLOYED_API_PORT = 4185;
export const DEPLOYED_APP_ORIGIN = `http://127.0.0.1:${DEPLOYED_APP_PORT}`;
export const DEPLOYED_API_ORIGIN = `http://127.0.0.1:${DEPLOYED_API_PORT}`;
/** Where the deployed build sends its error reports: the HTTP mock API by another name. */
export const DEPLOYED_REPORT_ORIGIN = `http://localhost:${DEPLOYED_API_PORT}`;
