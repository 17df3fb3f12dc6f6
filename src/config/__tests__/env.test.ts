import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReportUrl } from '../env';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error report URL', () => {
  it('is an https URL, an http URL of this machine or a path of the app', () => {
    expect(readReportUrl(' https://errors.example.com/collect ')).toBe(
      'https://errors.example.com/collect',
    );
    expect(readReportUrl('http://localhost:4185/__reports')).toBe(
      'http://localhost:4185/__reports',
    );
    expect(readReportUrl('http://127.0.0.1:4185/__reports')).toBe(
      'http://127.0.0.1:4185/__reports',
    );
    expect(readReportUrl('http://[::1]:4185/__reports')).toBe('http://[::1]:4185/__reports');
    expect(readReportUrl('/api/errors')).toBe('/api/errors');
  });

  it('turns reports off, without a word, when unset or empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readReportUrl(undefined)).toBeNull();
    expect(readReportUrl('')).toBeNull();
    expect(readReportUrl('   ')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'http://errors.example.com/collect',
    'http://localhost.example.com/collect',
    'http://10.0.0.8/collect',
    'errors.example.com',
    '//errors.example.com/collect',
    '/\\errors.example.com/collect',
    '/\t/errors.example.com/collect',
    '/.//errors.example.com/collect',
    'javascript:alert(1)',
    'ftp://errors.example.com/',
  ])('turns reports off, with a warning, for %j', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readReportUrl(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no error reports are sent/);
  });
});
