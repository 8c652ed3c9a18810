// The major illness declaration (content sections 3, 4 and 5): each holder answers Yes or No to each
// declaration of each company chosen, and agrees per company. A No stops the purchase, unless the
// declaration has sub-questions, the channel allows them and the holder answered one (a remark ticked
// or a note written). The agent's e-mail (`agentEmail` in people/email.ts) is asked in the agent channel.
import { z } from 'zod';
import { optionalString, text } from '../fields';
import { maxLength } from '../text-rules';

export const DECLARATION_NOTE_MAX_LENGTH = 255;
// The spec gives the limit but no message.
export const DECLARATION_NOTE_MESSAGE = `Note can have at most ${DECLARATION_NOTE_MAX_LENGTH} characters`;

export const declarationNote = optionalString([
  maxLength(DECLARATION_NOTE_MAX_LENGTH, DECLARATION_NOTE_MESSAGE),
]);

/** A declaration's `options` as stored (the spec's JSON text): sub-questions asked on a No. */
export const declarationOptionsSchema = z.object({
  proceedWithSubQuestions: z.boolean(),
  subQuestions: z.array(
    z.object({
      question: z.string(),
      type: z.enum(['checkbox', 'textarea']),
      answers: z.array(z.string()),
    }),
  ),
});
export type DeclarationOptions = z.infer<typeof declarationOptionsSchema>;

/** What a channel allows on the declaration: configuration (the spec does not name the channels). */
export interface ChannelRules {
  /** The agent channel: the agent's e-mail is asked. */
  agent: boolean;
  /** A No may be explained by sub-questions; otherwise a No is refused. */
  subQuestions: boolean;
}

const REMARK_MAX_LENGTH = 200;

/** One holder's answer to one declaration. */
export const declarationAnswerSchema = z.object({
  declarationId: z.number().int(),
  type: z.enum(['yes', 'no'], { error: /*i18n*/ 'Answer Yes or No' }),
  /** The ailments ticked among the sub-questions' answers. */
  remarks: z.array(text().max(REMARK_MAX_LENGTH)).max(50).default([]),
  specialNote: declarationNote,
});
export type DeclarationAnswer = z.output<typeof declarationAnswerSchema>;

/** One holder's answers for one company, and whether they agreed. */
export const holderOptionsSchema = z.object({
  holderId: z.union([z.number().int(), text().max(40)]),
  companyId: z.number().int(),
  agree: z.boolean(),
  answers: z.array(declarationAnswerSchema).max(50),
});
export type HolderOptions = z.output<typeof holderOptionsSchema>;

/** Whether a No was explained in the sub-questions: at least one remark or a note. */
const explained = (answer: Pick<DeclarationAnswer, 'remarks' | 'specialNote'>) =>
  answer.remarks.length > 0 || (answer.specialNote ?? '').trim() !== '';

/** On a No: whether the page shows the sub-questions (else the refusal message). */
export const showsSubQuestions = (options: DeclarationOptions | null, channel: ChannelRules) =>
  options !== null && options.proceedWithSubQuestions && channel.subQuestions;

/** Whether this answer stops the holder from agreeing. */
export function answerBlocks(
  answer: Pick<DeclarationAnswer, 'type' | 'remarks' | 'specialNote'>,
  options: DeclarationOptions | null,
  channel: ChannelRules,
): boolean {
  if (answer.type === 'yes') return false;
  return !(showsSubQuestions(options, channel) && explained(answer));
}

export interface CompanyDeclaration {
  id: number;
  options: DeclarationOptions | null;
}

/**
 * Agreeing is allowed once every declaration of the company is answered and no answer stops it.
 * (Choosing Yes or No again withdraws the agreement: the page resets it.)
 */
export function canAgree(
  declarations: readonly CompanyDeclaration[],
  answers: readonly Pick<DeclarationAnswer, 'declarationId' | 'type' | 'remarks' | 'specialNote'>[],
  channel: ChannelRules,
): boolean {
  return declarations.every((declaration) => {
    const answer = answers.find((given) => given.declarationId === declaration.id);
    return answer !== undefined && !answerBlocks(answer, declaration.options, channel);
  });
}

/**
 * Buy Cover: every holder has agreed, with every declaration answered, for every company they chose, and
 * nothing is loading.
 */
export function buyCoverEnabled(
  plans: readonly { holderId: number | string; companyId: number }[],
  options: readonly Pick<HolderOptions, 'holderId' | 'companyId' | 'agree' | 'answers'>[],
  declarationsOf: (companyId: number) => readonly CompanyDeclaration[],
  channel: ChannelRules,
  loading: boolean,
): boolean {
  if (loading || plans.length === 0) return false;
  return plans.every(({ holderId, companyId }) => {
    const given = options.find((option) => option.holderId === holderId && option.companyId === companyId);
    return given !== undefined && given.agree && canAgree(declarationsOf(companyId), given.answers, channel);
  });
}
