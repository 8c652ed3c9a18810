import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPath } from 'react-router';
import type { Locale } from '#domain/i18n';
import type { CreatePageRenderer, PageRenderer, RenderedPage } from '#domain/page-render';
import type { PublicConfig } from '#domain/public-config';
import { PUBLIC_CONFIG_META } from '#domain/public-config';
import { translateText } from '#domain/i18n';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES, SERVER_RENDERED_ROUTES, SITE_ROUTES, UNLISTED_ROUTES } from '#domain/site-routes';
import type { Config } from '../config';
import { ROOT, SERVER_FILES } from '../files';
import { translator } from '../i18n';
import { sendNotFound } from './error-handler';
import type { RenderedPages } from './page-cache';
import { cachedRenderer } from './page-cache';
import { registerLanguageChoice, requestLocale } from './request-locale';
import { routePreloads } from './route-preloads';

// Serves the React app on the API's origin: the built files of dist/web in demo and production mode,
// Vite's dev server (hot reload) in development. Page paths get index.html with the public config in a
// meta tag; a path that is no page of the site gets the same page with HTTP 404 (the app shows not-found).
// The content pages (SERVER_RENDERED_ROUTES) come with their markup and data already in it, rendered by
// the web app's server entry when it is built (decision 057).

/** First segments of the API's paths; anything else is a page. */
const API_PREFIXES = [
  'v1',
  'v2',
  'v3',
  'api',
  'consumer-api',
  'otp-auth-api',
  'inquiry-api',
  'notification-api',
  'dev',
  'health',
  'ready',
  'docs',
  'sandbox-gateway',
];
// Read as a caller may write it: with doubled slashes, in capitals, percent-encoded, or ending in '.json'.
const API_PATH = new RegExp(`^/*(?:${API_PREFIXES.join('|')})(?![\\w-])`, 'i');

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Whether `url` (path and query, as received) names a call of the API rather than a page. */
export const isApiPath = (url: string) => API_PATH.test(decoded(url.split(/[?#]/)[0] ?? ''));

export const liveRouteOf = (pathname: string): LiveRoute | undefined =>
  LIVE_ROUTES.find((route) => matchPath(SITE_ROUTES[route], pathname));

export function publicConfig(config: Config): PublicConfig {
  return {
    apiKey: config.webClient.apiKey,
    userName: config.webClient.userName,
    password: config.webClient.password,
    demo: config.mode === 'demo',
    hotlines: config.contact.hotlines,
    contactEmail: config.contact.email,
    renewalSaving: config.contact.renewalSaving,
    companyAddress: config.contact.address,
    socialLinks: config.contact.socialLinks,
    brokerLicence: config.legal.brokerLicence,
    dataProtectionEmail: config.legal.dataProtectionEmail,
    raffleWinnersUrl: config.externalPages.raffleWinners ?? '',
  };
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `policy` (helmet's Content-Security-Policy) with frames allowed from `origin` only. */
export const withFrameSource = (policy: string, origin: string) =>
  `${policy.replace(/;?\s*frame-src[^;]*/, '')};frame-src ${origin}`;

/** index.html's own words (title, description, noscript), exactly as it writes them. */
export const INDEX_WORDS = [
  /*i18n*/ "Kavacha | Sri Lanka's First Insurance Comparison Website",
  /*i18n*/ "Compare motor insurance from Sri Lanka's leading insurers side by side, and buy your policy online with Kavacha.",
  /*i18n*/ 'Please turn on JavaScript to compare and buy insurance with Kavacha.',
];

/** index.html in `locale`: what a crawler, a link preview or a browser without JavaScript reads. */
const inLanguage = (html: string, locale: Locale) =>
  INDEX_WORDS.reduce(
    (page, words) => page.replace(words, () => escapeAttribute(translateText(words, translator(locale)))),
    html.replace('<html lang="en">', `<html lang="${locale}">`),
  );

/**
 * The shell with a rendered page in it: its markup, its data and its title. The app's script is started
 * by /boot.js (src/web/public) after the page is shown, and nothing is preloaded before that.
 */
const withPage = (shell: string, page: RenderedPage) =>
  shell
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, app: string) => `<script type="module" src="/boot.js" data-app="${app}"></script>`,
    )
    .replaceAll(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`)
    .replace(/<title>[^<]*<\/title>/, () =>
      page.title ? `<title>${escapeAttribute(page.title)}</title>` : '$&',
    );

/**
 * A page's HTML compressed as the browser accepts it (decision 059): a rendered page is 60 KB of markup
 * and data, about 10 KB compressed, and the text comes before the first paint. Brotli at a quick level
 * (a millisecond or two a page), else gzip; the static files have their own compressed copies.
 */
const COMPRESS = {
  br: (html: string) => promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html),
};

/** The encoding of a page for a request's Accept-Encoding: brotli or gzip when accepted (q > 0). */
export function pageEncoding(header: string | undefined): keyof typeof COMPRESS | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((item) =>
        item
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  return (['br', 'gzip'] as const).find((name) => accepted.has(name));
}

export async function registerWebApp(app: FastifyInstance, config: Config, renderedPages?: RenderedPages) {
  const meta = `<meta name="${PUBLIC_CONFIG_META}" content="${escapeAttribute(JSON.stringify(publicConfig(config)))}">`;
  const render = await htmlRenderer(app, config, (html) => html.replace('<!-- kavacha-config -->', meta));
  const renderPage = await pageRenderer(app, config, renderedPages);

  /** The content page rendered, or undefined (not one, not built, or it failed: the shell serves it). */
  const rendered = async (request: FastifyRequest, route: LiveRoute | undefined, locale: Locale) => {
    if (!renderPage || !route || !SERVER_RENDERED_ROUTES.has(route)) return undefined;
    try {
      return await renderPage({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        locale,
        remoteAddress: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Rendering the page failed; the app renders it in the browser');
      return undefined;
    }
  };

  const winners = config.externalPages.raffleWinners;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = liveRouteOf(new URL(request.url, 'http://localhost').pathname);
    const locale = requestLocale(request);
    const page = await rendered(request, route, locale);
    // A rendered page loads its app after it is shown (withPage): nothing to preload.
    const shell = inLanguage(
      await render(request.url, page ? undefined : (route ?? 'notFound'), locale),
      locale,
    );
    const policy = reply.getHeader('content-security-policy');
    // The winners page frames the configured site: its origin, and no other, on that page alone.
    if (route === 'raffleWinners' && winners && typeof policy === 'string')
      reply.header('content-security-policy', withFrameSource(policy, new URL(winners).origin));
    // The developer showcase and the step samples are for us, not for search engines (decision 054).
    if (route && UNLISTED_ROUTES.has(route)) reply.header('x-robots-tag', 'noindex');
    const html = page ? withPage(shell, page) : shell;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page?.status ?? (route ? 200 : 404))
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .send(encoding ? await COMPRESS[encoding](html) : html);
  };

  // A page, although its path is in the API's /v1: not counted against the API's read limit.
  app.get(SITE_ROUTES.publicLogin, { config: { rateLimit: false } }, sendPage);
  registerLanguageChoice(app);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    return wantsPage ? sendPage(request, reply) : sendNotFound(request, reply);
  });
}

/**
 * The renderer of the content pages, built beside the web app (dist/web-server); none in development
 * (Vite's dev server renders every page in the browser) or when it is not built. Its API calls are
 * answered in-process by this app's own routes, as the browser's would be.
 */
async function pageRenderer(
  app: FastifyInstance,
  config: Config,
  renderedPages: RenderedPages | undefined,
): Promise<PageRenderer | undefined> {
  const file = SERVER_FILES.pageRenderer;
  if (config.dev || !existsSync(file)) return undefined;
  const entry: { createPageRenderer: CreatePageRenderer } = await import(pathToFileURL(file).href);
  const render = entry.createPageRenderer({
    config: publicConfig(config),
    fetch: async (url, init, remoteAddress) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: Object.fromEntries(new Headers(init?.headers)),
        remoteAddress,
      });
      return new Response(answer.body || null, { status: answer.statusCode });
    },
  });
  return cachedRenderer(render, Date.now, renderedPages);
}

/**
 * Helmet's headers that speak only to a document (its content policy, who may frame it, its window and
 * its links' hosts: decision 059). Every script and stylesheet sent them too, about 600 bytes each, which
 * the browser downloads and Lighthouse counts as the page's JavaScript. nosniff, the resource policy,
 * the referrer policy (a stylesheet's own fetches follow it) and HSTS stay on every answer.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/**
 * index.html as the browser should get it: transformed by Vite in development; otherwise the built
 * one, naming the chunks of the screen `preloadsOf` and of its texts in the page's language.
 */
async function htmlRenderer(
  app: FastifyInstance,
  config: Config,
  addConfig: (html: string) => string,
): Promise<(url: string, preloadsOf: LiveRoute | undefined, locale: Locale) => Promise<string>> {
  if (config.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    const template = path.join(ROOT, 'src/web/index.html');
    return async (url) => addConfig(await vite.transformIndexHtml(url, await readFile(template, 'utf8')));
  }
  const webDist = SERVER_FILES.webDist;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`The web app is not built: ${indexFile} is missing (run npm run build).`);
  const html = addConfig(await readFile(indexFile, 'utf8'));
  const preloads = routePreloads(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    preCompressed: true,
    // index.html is only served through sendPage, which adds the public config.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // A hashed file never changes: nothing to revalidate, nor to fetch in parts.
      if (immutable) for (const name of REVALIDATION_HEADERS) reply.removeHeader(name);
      // A script or a stylesheet (or its compressed copy) is never the document: its headers would be weight.
      if (/\.(js|css)(\.br|\.gz)?$/.test(file))
        for (const name of DOCUMENT_HEADERS) reply.raw.removeHeader(name);
    },
  });
  return async (_url, preloadsOf, locale) =>
    preloadsOf ? html.replace('</head>', `${preloads(preloadsOf, locale)}</head>`) : html;
}
