/**
 * Makes a test fail when it writes to console.error or console.warn: React's act() and key
 * warnings, antd's deprecation notices and jsdom's "Not implemented" all arrive there, and a
 * warning nobody reads is a defect nobody fixes. A test that provokes an error on purpose says
 * so with `allowConsoleError(pattern)`.
 */
type Level = 'error' | 'warn';

export interface ConsoleGuard {
  /** Lets messages matching `pattern` through until the current test ends. */
  allow(pattern: RegExp): void;
  /** Throws with every unexpected message since the last call, and forgets them and the allowances. */
  check(): void;
  /** Gives the console back its own methods. */
  uninstall(): void;
}

const describeArgument = (value: unknown): string => {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** React prints its warnings printf-style: "An update to %s inside a test…", name. */
function format(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describeArgument).join(' ');
  const remaining = [...rest];
  const text = first.replace(/%[sdifoOc]/g, () =>
    remaining.length ? describeArgument(remaining.shift()) : '',
  );
  return [text, ...remaining.map(describeArgument)].join(' ');
}

export function installConsoleGuard(target: Pick<Console, Level> = console): ConsoleGuard {
  const originals = { error: target.error, warn: target.warn };
  let unexpected: string[] = [];
  let allowed: RegExp[] = [];

  for (const level of ['error', 'warn'] as const) {
    target[level] = (...args: unknown[]) => {
      const text = format(args);
      if (allowed.some((pattern) => pattern.test(text))) return;
      unexpected.push(`console.${level}: ${text}`);
    };
  }

  return {
    allow(pattern) {
      allowed.push(pattern);
    },
    check() {
      const messages = unexpected;
      unexpected = [];
      allowed = [];
      if (messages.length) {
        throw new Error(
          `The test wrote to the console; fix the cause (or allow an expected error with allowConsoleError):\n${messages.join('\n\n')}`,
        );
      }
    },
    uninstall() {
      Object.assign(target, originals);
    },
  };
}
