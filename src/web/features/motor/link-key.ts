// The keys in the purchase's links (pay_sec_hash, req_key): longer than 10 characters (motor section
// 2.8) and URL-safe. A link that fails this names no application, so the server is not asked.
export const isLinkKey = (key: string | undefined): key is string =>
  key !== undefined && key.length > 10 && /^[\w-]+$/.test(key);
