// The header's hint that someone signed in on this browser, in a file of its own so the page's main
// script takes this name and nothing of the account calls' schemas.
/**
 * Set with the session, readable by the page (not HttpOnly) and holding no secret ('1'): the header asks
 * GET /session only when it is there, so a visitor who never signed in makes no call (decision 047).
 * Cleared at logout, by a 401 of a customer call, and by its own max-age (the session's longest life).
 */
export const SIGNED_IN_HINT_COOKIE = 'kavacha_signed_in';
