/**
 * Whether the backend answers yet. The mock backend starts after the router is created
 * (main.tsx), whose loaders may already ask for data: those calls wait for it. Without a mock the
 * backend is ready from the start.
 */
let ready: Promise<unknown> = Promise.resolve();

/** Calls asked through `backendReady` wait for `started`. */
export function holdCallsUntil(started: Promise<unknown>): void {
  ready = started;
}

export const backendReady = (): Promise<unknown> => ready;
