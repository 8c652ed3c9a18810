// The major illness declaration (content section 5): a free note per answer, and the agent's e-mail in
// the agent channel (`agentEmail` in people/email.ts). Which channel is the agent channel is
// configuration, so the caller decides when the agent e-mail is required.
import { optionalString } from '../fields';
import { maxLength } from '../text-rules';

export const DECLARATION_NOTE_MAX_LENGTH = 255;
// The spec gives the limit but no message.
export const DECLARATION_NOTE_MESSAGE = `Note can have at most ${DECLARATION_NOTE_MAX_LENGTH} characters`;

export const declarationNote = optionalString([
  maxLength(DECLARATION_NOTE_MAX_LENGTH, DECLARATION_NOTE_MESSAGE),
]);
