// Content section 3: the customer's inquiry is also kept in a cookie (cx_name, cx_mobile, cx_email,
// cx_inquiry_id) for an hour (section 9). The callback form reads it back, so a visitor who asks again
// within the hour finds their details filled in; the mobile is kept without a leading zero (section 4).

export const INQUIRY_COOKIE = 'kavacha_inquiry';
export const INQUIRY_COOKIE_SECONDS = 60 * 60;

export interface InquiryCookie {
  cx_name: string;
  cx_mobile: string;
  cx_email: string;
  cx_inquiry_id: string;
}

export function saveInquiryCookie(inquiry: InquiryCookie) {
  const value = encodeURIComponent(JSON.stringify(inquiry));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${INQUIRY_COOKIE}=${value}; Path=/; Max-Age=${INQUIRY_COOKIE_SECONDS}; SameSite=Lax${secure}`;
}

/** The cookie's inquiry, if a well-formed one is there (an edited or foreign value reads as none). */
export function readInquiryCookie(): InquiryCookie | undefined {
  const prefix = `${INQUIRY_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { cx_name, cx_mobile, cx_email, cx_inquiry_id } = value as Record<string, unknown>;
  return typeof cx_name === 'string' &&
    typeof cx_mobile === 'string' &&
    typeof cx_email === 'string' &&
    typeof cx_inquiry_id === 'string'
    ? { cx_name, cx_mobile, cx_email, cx_inquiry_id }
    : undefined;
}
