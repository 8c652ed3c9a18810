// The dock's chat (issue 24, decision 056): what was said before the visitor asked to talk to a person,
// sent with the callback so that staff know what the call is about. The browser keeps it within these
// bounds and the server refuses anything beyond them, so a caller cannot store a novel through it.
import { z } from 'zod';
import { text } from './fields';

/** The most turns a transcript carries: the browser sends the latest ones. */
export const CHAT_TURNS_MAX = 30;
/** The longest turn: a question, or an answer with its article titles. */
export const CHAT_TURN_MAX = 1000;

export const CHAT_SPEAKERS = ['visitor', 'site'] as const;

export const chatTurnSchema = z.object({
  from: z.enum(CHAT_SPEAKERS),
  text: text()
    .trim()
    .min(1, /*i18n*/ 'A turn of the conversation is empty')
    .max(CHAT_TURN_MAX, /*i18n*/ 'A turn of the conversation is too long'),
});

export const transcriptSchema = z
  .array(chatTurnSchema)
  .max(CHAT_TURNS_MAX, /*i18n*/ 'The conversation is too long to send');

export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** Between the conversations of one lead: the first, and each handed over again later (decision 060). */
export const TRANSCRIPTS_SEPARATOR = '\n\n';

/** The transcript as staff read it in the lead: one turn a line. */
export const transcriptText = (turns: readonly ChatTurn[]) =>
  turns.map((turn) => `${turn.from === 'visitor' ? 'Visitor' : 'Kavacha'}: ${turn.text}`).join('\n');
