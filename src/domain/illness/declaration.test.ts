import { describe, expect, it } from 'vitest';
import { messages, parsed } from '#tests/support/test-helpers';
import type { DeclarationOptions } from './declaration';
import {
  answerBlocks,
  buyCoverEnabled,
  canAgree,
  DECLARATION_NOTE_MESSAGE,
  declarationNote,
  declarationOptionsSchema,
  showsSubQuestions,
} from './declaration';

const options: DeclarationOptions = {
  proceedWithSubQuestions: true,
  subQuestions: [{ question: 'Which of these?', type: 'checkbox', answers: ['Asthma', 'Diabetes'] }],
};
const web = { agent: false, subQuestions: true };
const plain = { agent: false, subQuestions: false };
const agent = { agent: true, subQuestions: true };
const yes = { type: 'yes' as const, remarks: [] };
const no = { type: 'no' as const, remarks: [] };

describe('declarationNote', () => {
  it('is optional and holds up to 255 characters', () => {
    expect(parsed(declarationNote, '')).toBeUndefined();
    expect(messages(declarationNote, 'a'.repeat(255))).toEqual([]);
    expect(messages(declarationNote, 'a'.repeat(256))).toEqual([DECLARATION_NOTE_MESSAGE]);
  });
});

it("reads a declaration's options: proceedWithSubQuestions and checkbox or textarea sub-questions", () => {
  expect(parsed(declarationOptionsSchema, options)).toEqual(options);
  expect(
    declarationOptionsSchema.safeParse({
      ...options,
      subQuestions: [{ question: 'q', type: 'radio', answers: [] }],
    }).success,
  ).toBe(false);
});

describe('a No', () => {
  it('shows the sub-questions only where the declaration has them and the channel allows them', () => {
    expect(showsSubQuestions(options, web)).toBe(true);
    expect(showsSubQuestions(options, plain)).toBe(false);
    expect(showsSubQuestions(null, web)).toBe(false);
    expect(showsSubQuestions({ ...options, proceedWithSubQuestions: false }, web)).toBe(false);
  });

  it('blocks unless explained by a remark or a note in the sub-questions', () => {
    expect(answerBlocks(yes, null, plain)).toBe(false);
    expect(answerBlocks(no, null, web)).toBe(true);
    expect(answerBlocks(no, options, plain)).toBe(true);
    expect(answerBlocks(no, options, agent)).toBe(true);
    expect(answerBlocks({ ...no, remarks: ['Asthma'] }, options, agent)).toBe(false);
    expect(answerBlocks({ ...no, specialNote: 'Mild, controlled' }, options, web)).toBe(false);
    expect(answerBlocks({ ...no, specialNote: '   ' }, options, web)).toBe(true);
    expect(answerBlocks({ ...no, remarks: ['Asthma'] }, options, plain)).toBe(true);
  });
});

describe('agreeing and Buy Cover', () => {
  const declarations = [
    { id: 1, options: null },
    { id: 2, options },
  ];
  const answered = [
    { declarationId: 1, ...yes },
    { declarationId: 2, ...no, remarks: ['Asthma'] },
  ];

  it('allows agreeing once every declaration is answered and none blocks', () => {
    expect(canAgree(declarations, answered, web)).toBe(true);
    expect(canAgree(declarations, answered.slice(0, 1), web)).toBe(false);
    expect(canAgree(declarations, [{ declarationId: 1, ...no }, answered[1]!], web)).toBe(false);
    expect(canAgree(declarations, answered, plain)).toBe(false);
  });

  it('enables Buy Cover when every holder agreed for every company chosen and nothing is loading', () => {
    const plans = [
      { holderId: 0, companyId: 1 },
      { holderId: 1, companyId: 1 },
    ];
    const agreed = plans.map((plan) => ({ ...plan, agree: true, answers: answered }));
    const of = () => declarations;
    expect(buyCoverEnabled(plans, agreed, of, web, false)).toBe(true);
    expect(buyCoverEnabled(plans, agreed, of, web, true)).toBe(false);
    expect(buyCoverEnabled(plans, agreed.slice(0, 1), of, web, false)).toBe(false);
    expect(buyCoverEnabled(plans, [agreed[0]!, { ...agreed[1]!, agree: false }], of, web, false)).toBe(false);
    expect(buyCoverEnabled([], [], of, web, false)).toBe(false);
  });
});
