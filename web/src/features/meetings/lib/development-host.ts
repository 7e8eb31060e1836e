/** "Localhost and {ip} count as development" (spec §4 Sample data): where the sample-data banner may show. */
export function isDevelopmentHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return true;
  // IPv6 literals arrive bracketed in location.hostname.
  return hostname.startsWith('[') && hostname.endsWith(']');
}
