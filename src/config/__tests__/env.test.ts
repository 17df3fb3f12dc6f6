import { describe, expect, it } from 'vitest';
import { readReportUrl } from '../env';

describe('the error report URL', () => {
  it('is an http(s) URL or a path of the app, as given', () => {
    expect(readReportUrl(' https://errors.example.com/collect ')).toBe(
      'https://errors.example.com/collect',
    );
    expect(readReportUrl('http://localhost:4185/__reports')).toBe(
      'http://localhost:4185/__reports',
    );
    expect(readReportUrl('/api/errors')).toBe('/api/errors');
  });

  it('turns reports off when unset, empty or not a URL the page may send to', () => {
    expect(readReportUrl(undefined)).toBeNull();
    expect(readReportUrl('')).toBeNull();
    expect(readReportUrl('   ')).toBeNull();
    expect(readReportUrl('errors.example.com')).toBeNull();
    expect(readReportUrl('//errors.example.com/collect')).toBeNull();
    expect(readReportUrl('javascript:alert(1)')).toBeNull();
    expect(readReportUrl('ftp://errors.example.com/')).toBeNull();
  });
});
