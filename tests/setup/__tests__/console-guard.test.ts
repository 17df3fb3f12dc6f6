import { describe, expect, it } from 'vitest';
import { allowConsoleError, consoleGuard } from '../../console';
import { installConsoleGuard } from '../console-guard';

const fakeConsole = (): Pick<Console, 'error' | 'warn'> => ({ error: () => {}, warn: () => {} });

describe('the console guard', () => {
  it('fails a test on a stray warning, with the message as React formats it', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    target.error('An update to %s inside a test was not wrapped in act(...).', 'AppHeader');
    expect(() => guard.check()).toThrow(
      'console.error: An update to AppHeader inside a test was not wrapped in act(...).',
    );
  });

  it('fails on console.warn too, and each message is reported once', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    target.warn('Warning: [antd: List] The `List` component is deprecated');
    expect(() => guard.check()).toThrow('console.warn: Warning: [antd: List]');
    expect(() => guard.check()).not.toThrow();
  });

  it('lets an allowed error through for the rest of the test only', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    guard.allow(/^The above error occurred/);
    target.error('The above error occurred in <Broken>');
    expect(() => guard.check()).not.toThrow();
    target.error('The above error occurred in <Broken>');
    expect(() => guard.check()).toThrow('The above error occurred');
  });

  it('gives the console back its own methods', () => {
    const target = fakeConsole();
    const { error } = target;
    installConsoleGuard(target).uninstall();
    expect(target.error).toBe(error);
  });

  it('watches the real console of every test file', () => {
    console.error('a stray warning');
    expect(() => consoleGuard.check()).toThrow('console.error: a stray warning');
    allowConsoleError(/^expected here$/);
    console.error('expected here');
    expect(() => consoleGuard.check()).not.toThrow();
  });
});
