import { describe, expect, it } from 'vitest';
import { readResult } from './read-result';

const origin = 'https://kavacha.lk';
const view = (query: string) => readResult(new URLSearchParams(query), origin);

describe('readResult', () => {
  it('reads a success with its button', () => {
    expect(
      view(
        'title=Payment received&status=success&buttonText=Upload documents&dynamicLink=/user/document/uploader/abc&description=Thank you',
      ),
    ).toEqual({
      kind: 'success',
      title: 'Payment received',
      description: 'Thank you',
      action: { text: 'Upload documents', link: { href: '/user/document/uploader/abc', internal: true } },
    });
  });

  it('accepts the lower-case spellings buttontext and dynamiclink', () => {
    expect(
      view('status=failed&buttontext=Try again&dynamiclink=https://pay.example.com/retry').action,
    ).toEqual({
      text: 'Try again',
      link: { href: 'https://pay.example.com/retry', internal: false },
    });
  });

  it.each([
    ['status=SUCCESS', 'success'],
    ['status=Completed', 'success'],
    ['status=failed', 'failed'],
    ['status=cancelled', 'failed'],
    ['status=pending', 'pending'],
    ['status=processing', 'pending'],
    ['title=Thanks', 'pending'],
    ['status=404&title=Payment received', 'notFound'],
    ['', 'notFound'],
    ['title=  &status=', 'notFound'],
  ])('%j is a %s result', (query, kind) => {
    expect(view(query).kind).toBe(kind);
  });

  it('says Something went wrong in the 404 variant, whatever the title', () => {
    const result = view('status=404&title=Payment received');
    expect(result.title).toBe('Something went wrong');
    expect(result.description).toMatch(/couldn't find/);
  });

  it('gives a default title when none is given', () => {
    expect(view('status=success').title).toBe('All done');
    expect(view('status=failed').title).toBe('This did not go through');
  });

  it('shows no button without both text and link', () => {
    expect(view('status=success&buttonText=Continue').action).toBeUndefined();
    expect(view('status=success&dynamicLink=/').action).toBeUndefined();
  });

  it('drops a javascript: link, and with it the button', () => {
    expect(
      view('status=success&buttonText=Continue&dynamicLink=javascript:alert(document.domain)').action,
    ).toBeUndefined();
  });
});
