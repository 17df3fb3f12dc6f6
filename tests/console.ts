import { installConsoleGuard } from './setup/console-guard';

/** Every test file's console, watched from the set-up (tests/setup/setup.ts). */
export const consoleGuard = installConsoleGuard();

/** For a test that provokes an error on purpose: messages matching `pattern` do not fail it. */
export const allowConsoleError = (pattern: RegExp) => consoleGuard.allow(pattern);
