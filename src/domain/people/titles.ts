// Title choices of the personal-info and inquiry forms (motor section 3), default Mr.
import { choiceWithDefault } from '../fields';

import { DEFAULT_TITLE, TITLES, TITLE_MESSAGE } from './title-list';

export const title = choiceWithDefault(TITLES, DEFAULT_TITLE, TITLE_MESSAGE);
