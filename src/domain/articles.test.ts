import { expect, it } from 'vitest';
import { parseArticleBody } from './articles';

it('reads headings, lists and paragraphs, and keeps markup as plain text', () => {
  const body = [
    '## What you need',
    '- Your NIC\n- The registration book',
    'A paragraph\nover two lines with <b>tags</b>.',
    '',
    '- a list line\nand a plain line',
  ].join('\n\n');
  expect(parseArticleBody(body)).toEqual([
    { type: 'heading', text: 'What you need' },
    { type: 'list', items: ['Your NIC', 'The registration book'] },
    { type: 'paragraph', text: 'A paragraph over two lines with <b>tags</b>.' },
    { type: 'paragraph', text: '- a list line and a plain line' },
  ]);
});
