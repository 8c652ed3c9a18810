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
      action: {
        text: 'Upload documents',
        link: { href: '/user/document/uploader/abc', internal: true },
        download: false,
      },
    });
  });

  it('accepts the lower-case spellings buttontext and dynamiclink', () => {
    expect(
      view('status=failed&buttontext=Try again&dynamiclink=https://pay.example.com/retry').action,
    ).toEqual({
      text: 'Try again',
      link: { href: 'https://pay.example.com/retry', internal: false },
      download: false,
    });
  });

  it("makes our cover note's file link a download: it is a file, not a page", () => {
    const link = `${origin}/v3/cover-note/file/k7Hq2mX9pL4nR8sT1vW3yZ5b`;
    const query = new URLSearchParams({
      title: 'completed',
      status: 'success',
      buttonText: 'Download Cover Note',
      dynamicLink: link,
    });
    expect(readResult(query, origin).action).toEqual({
      text: 'Download Cover Note',
      link: { href: '/v3/cover-note/file/k7Hq2mX9pL4nR8sT1vW3yZ5b', internal: true },
      download: true,
    });
    // Another site's path of the same shape is no file of ours: an ordinary outside link.
    query.set('dynamicLink', `https://elsewhere.example${new URL(link).pathname}`);
    expect(readResult(query, origin).action?.download).toBe(false);
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
