import { describe, expect, it } from 'vitest';
import { messages, parsed } from '#tests/support/test-helpers';
import { DECLARATION_NOTE_MESSAGE, declarationNote } from './declaration';

describe('declarationNote', () => {
  it('is optional and holds up to 255 characters', () => {
    expect(parsed(declarationNote, '')).toBeUndefined();
    expect(messages(declarationNote, 'a'.repeat(255))).toEqual([]);
    expect(messages(declarationNote, 'a'.repeat(256))).toEqual([DECLARATION_NOTE_MESSAGE]);
  });
});
