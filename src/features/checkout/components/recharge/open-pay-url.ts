import { env } from '@/config/env';

/** An https URL on one of the allowed payment hosts, or null. */
export function allowedPayUrl(url: string, hosts: readonly string[] = env.alipayHosts): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' && hosts.includes(parsed.hostname.toLowerCase())
    ? parsed
    : null;
}

/**
 * A new tab opened within the member's click, before the payment URL is known: a tab opened
 * later, after an answer arrives, is stopped by popup blockers. Null when it was blocked.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return tab;
}
