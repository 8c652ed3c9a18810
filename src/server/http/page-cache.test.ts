import { describe, expect, it } from 'vitest';
import type { PageRequest, RenderedPage } from '#domain/page-render';
import { PAGE_CACHE_MS, PAGE_CACHE_SIZE, RenderedPages, cachedRenderer } from './page-cache';

const request = (url: string, locale: PageRequest['locale'] = 'en'): PageRequest => ({
  url,
  origin: 'https://kavacha.lk',
  locale,
  remoteAddress: '192.0.2.1',
});

/** A renderer that renders `url` in `locale` as its number of renders so far, counting them. */
function counting(fails: (url: string) => 'undefined' | 'error' | undefined = () => undefined) {
  const renders: string[] = [];
  const render = async ({ url, locale }: PageRequest): Promise<RenderedPage | undefined> => {
    renders.push(`${locale} ${url}`);
    const failure = fails(url);
    if (failure === 'error') throw new Error('render failed');
    if (failure === 'undefined') return undefined;
    return { status: 200, title: url, html: `${locale} ${url} #${renders.length}`, state: '' };
  };
  return { render, renders };
}

describe('cachedRenderer', () => {
  it('renders a page once per path and language within PAGE_CACHE_MS, then again', async () => {
    let time = 0;
    const { render, renders } = counting();
    const cached = cachedRenderer(render, () => time);
    const first = await cached(request('/faq'));
    time = PAGE_CACHE_MS - 1;
    expect(await cached(request('/faq'))).toBe(first);
    expect((await cached(request('/faq', 'si')))?.html).toBe('si /faq #2');
    expect((await cached(request('/faq?x=1')))?.html).toBe('en /faq?x=1 #3');
    time = PAGE_CACHE_MS;
    expect((await cached(request('/faq')))?.html).toBe('en /faq #4');
    expect(renders).toHaveLength(4);
  });

  it('renders a page once for requests that come while it renders', async () => {
    const { render, renders } = counting();
    const cached = cachedRenderer(render, () => 0);
    const pages = await Promise.all([cached(request('/')), cached(request('/')), cached(request('/'))]);
    expect(new Set(pages).size).toBe(1);
    expect(renders).toEqual(['en /']);
  });

  it('keeps no page that could not be rendered', async () => {
    const { render, renders } = counting((url) => (url === '/blog' ? 'undefined' : 'error'));
    const cached = cachedRenderer(render, () => 0);
    expect(await cached(request('/blog'))).toBeUndefined();
    expect(await cached(request('/blog'))).toBeUndefined();
    await expect(cached(request('/faq'))).rejects.toThrow('render failed');
    await expect(cached(request('/faq'))).rejects.toThrow('render failed');
    expect(renders).toEqual(['en /blog', 'en /blog', 'en /faq', 'en /faq']);
  });

  it(`keeps at most ${PAGE_CACHE_SIZE} pages, dropping the oldest`, async () => {
    const { render, renders } = counting();
    const cached = cachedRenderer(render, () => 0);
    for (let index = 0; index <= PAGE_CACHE_SIZE; index++) await cached(request(`/search?q=${index}`));
    await cached(request(`/search?q=${PAGE_CACHE_SIZE}`));
    expect(renders).toHaveLength(PAGE_CACHE_SIZE + 1);
    await cached(request('/search?q=0'));
    expect(renders).toHaveLength(PAGE_CACHE_SIZE + 2);
  });

  it('forgets a path in every language and query when told, and keeps the other paths', async () => {
    const { render, renders } = counting();
    const rendered = new RenderedPages();
    const cached = cachedRenderer(render, () => 0, rendered);
    for (const url of ['/', '/?utm=a', '/faq']) await cached(request(url));
    await cached(request('/', 'ta'));
    rendered.forget('/');
    for (const url of ['/', '/?utm=a', '/faq']) await cached(request(url));
    await cached(request('/', 'ta'));
    expect(renders).toEqual(['en /', 'en /?utm=a', 'en /faq', 'ta /', 'en /', 'en /?utm=a', 'ta /']);
  });
});
