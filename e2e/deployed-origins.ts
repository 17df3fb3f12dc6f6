/**
 * Where the `deployed` project finds the product as members get it: the real-API build behind
 * nginx (deploy/nginx) and the HTTP mock API on another origin (scripts/deployed-stack.mjs).
 */
export const DEPLOYED_PROJECT = 'deployed';
export const DEPLOYED_APP_PORT = 4190;
export const DEPLOYED_API_PORT = 4180;
export const DEPLOYED_APP_ORIGIN = `http://127.0.0.1:${DEPLOYED_APP_PORT}`;
export const DEPLOYED_API_ORIGIN = `http://127.0.0.1:${DEPLOYED_API_PORT}`;
