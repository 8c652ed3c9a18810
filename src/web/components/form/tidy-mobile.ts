import { mobileForStorage } from '#domain/people/mobile';

/** A typed mobile tidied on leaving the box: spaces out, and the leading 0 of a local '07...' number. */
export const tidyMobile = (mobile: string) => mobileForStorage(mobile.replace(/[\s-]/g, ''));
