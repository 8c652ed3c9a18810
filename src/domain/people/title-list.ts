// Title choices (motor section 3), without zod.
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Mstr', 'Dr', 'Dr.Mrs', 'Ven.', 'Rev.'] as const;
export type Title = (typeof TITLES)[number];
export const DEFAULT_TITLE: Title = 'Mr';
export const TITLE_MESSAGE = `Choose one of ${TITLES.join(', ')}`;
