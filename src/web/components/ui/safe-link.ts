// Links that come from a query string or from content are checked before they reach an href: only http(s)
// is allowed, so a crafted `javascript:` or `data:` link can never run in our origin.

export interface SafeLink {
  href: string;
  /** Same origin: followed by the router, without a page load. */
  internal: boolean;
}

export function safeLink(link: string | undefined, origin: string): SafeLink | undefined {
  if (!link?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin === origin) return { href: `${url.pathname}${url.search}${url.hash}`, internal: true };
  return { href: url.href, internal: false };
}
