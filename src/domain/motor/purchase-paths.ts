// The purchase's paths (motor sections 2.8 and 7), without zod, for the web app's API calls and router.

/** Where each cover type is bought: full insurance (C) on v2, third party (T) on v3. */
export const BUY_PATHS = { C: '/v2/quote/buy', T: '/v3/quote/buy' } as const;
export type CoverType = keyof typeof BUY_PATHS;

/** The uploader's path after a purchase (motor section 2.8). */
export const uploaderPath = (paySecHash: string) => `/user/document/uploader/${paySecHash}?app_code=ONLINE`;
