// Title choices of the personal-info and inquiry forms (motor section 3), default Mr.
import { choiceWithDefault } from '../fields';

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Mstr', 'Dr', 'Dr.Mrs', 'Ven.', 'Rev.'] as const;
export type Title = (typeof TITLES)[number];
export const DEFAULT_TITLE: Title = 'Mr';
export const TITLE_MESSAGE = `Choose one of ${TITLES.join(', ')}`;

export const title = choiceWithDefault(TITLES, DEFAULT_TITLE, TITLE_MESSAGE);
