// Section 9: a comparison takes at least 2 and at most 3 quotations. Kept apart from the schemas so the
// web app's router can use the limits without bundling zod.
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 3;
