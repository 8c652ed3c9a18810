import { nineDigits } from '#domain/people/mobile';

/** A typed or pasted mobile tidied on leaving the box to its 9 digits ('+94 77 123 4567' to '771234567'). */
export const tidyMobile = (mobile: string) => nineDigits(mobile.trim());
