// This folder runs in node only (scripts/mock-api.mjs), inside the app's TypeScript project,
// whose types are the browser's: node's are added here for it.
/// <reference types="node" />
