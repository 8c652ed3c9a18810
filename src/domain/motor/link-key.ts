// A purchase's link keys, in a module of their own: the router checks them before a page loads.

/**
 * The keys in the purchase's links (pay_sec_hash, req_key): longer than 10 characters (section 2.8) and
 * URL-safe (ours are 24). A key that fails this names no application, so the page need not ask.
 */
export const LINK_KEY = /^[\w-]{11,}$/;
export const isLinkKey = (key: string | undefined): key is string => key !== undefined && LINK_KEY.test(key);
