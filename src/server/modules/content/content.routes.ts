import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleListSchema,
  articleSchema,
  contentLanguageSchema,
  faqGroupsSchema,
  homeDataSchema,
  searchAnswerSchema,
  searchQuerySchema,
} from '#domain/content';
import { CONSOLE_API, CONSOLE_AREAS } from '#domain/console/calls';
import type { HomeList } from '#domain/console/home';
import {
  consoleHomeSchema,
  HOME_LIST_CHANGES,
  HOME_LIST_ROWS,
  homeRowParamsSchema,
  homeSettingsSchema,
} from '#domain/console/home';
import { text } from '#domain/fields';
import { SITE_ROUTES } from '#domain/site-routes';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { RenderedPages } from '#server/http/page-cache';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import { contentService } from './content.service';
import type { HomeRowsService } from './home-rows.service';

// Every content call is public (decision 004): a page of words should not wait for a token round trip.
// Caches may keep the lists for five minutes; an operator's edit shows within that.
const CACHED = 'public, max-age=300';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = contentService(db);

  app.get(
    '/v1/home_data',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        querystring: contentLanguageSchema,
        response: { 200: envelopeOf(homeDataSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.homeData(request.query.lang);
      reply.header('cache-control', CACHED);
      return ok(data);
    },
  );

  app.get(
    '/v1/articles',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        querystring: contentLanguageSchema,
        response: { 200: envelopeOf(articleListSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const articles = await service.articles(request.query.lang);
      reply.header('cache-control', CACHED);
      return ok({ articles });
    },
  );

  app.get(
    '/v1/articles/:slug',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        params: z.object({ slug: text() }),
        querystring: contentLanguageSchema,
        response: { 200: envelopeOf(articleSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const article = await service.article(request.params.slug, request.query.lang);
      reply.header('cache-control', CACHED);
      return ok(article);
    },
  );

  app.get(
    '/v1/faqs',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        querystring: contentLanguageSchema,
        response: { 200: envelopeOf(faqGroupsSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const groups = await service.faqGroups(request.query.lang);
      reply.header('cache-control', CACHED);
      return ok(groups);
    },
  );

  // Full-text search over the products, the articles or the questions, one kind at a time (the search
  // results page's tabs).
  app.get(
    '/v1/search',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        querystring: searchQuerySchema,
        response: { 200: envelopeOf(searchAnswerSchema), ...refusals },
      },
    },
    async (request) => {
      const { q, kind, lang } = request.query;
      return ok({ results: await service.search(q, kind, lang) });
    },
  );
};

// The console's home page rows (decision 064), for admins only; every change lands in the audit log, and
// this instance forgets its renders of the home page so the change shows at once.
export const consoleHomeRoutes: FastifyPluginAsyncZod<{
  homeRows: HomeRowsService;
  access: ConsoleAccess;
  renderedPages: RenderedPages;
}> = async (app, { homeRows, access, renderedPages }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.home);
  const schema = { tags: ['console'], security: STAFF_SECURITY };

  app.get(
    `${CONSOLE_API}/home`,
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          "The home page's slides, testimonials and featured deals in every language, and its settings",
        response: { 200: envelopeOf(consoleHomeSchema), ...refusals },
      },
    },
    async () => ok(await homeRows.all()),
  );

  const changeRoute = (list: HomeList, subject: string) =>
    app.patch(
      `${CONSOLE_API}/home/${list}/:id`,
      {
        onRequest,
        schema: {
          ...schema,
          summary: `Changes one of the home page's ${list}: its place, links, pictures and words`,
          params: homeRowParamsSchema,
          body: HOME_LIST_CHANGES[list],
          response: { 200: envelopeOf(HOME_LIST_ROWS[list]), ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { before, after } = await homeRows.change(list, id, request.body);
        await access.record(request, {
          action: `home.${subject}.change`,
          subject: `${subject}:${id}`,
          before,
          after,
        });
        renderedPages.forget(SITE_ROUTES.home);
        return ok(after);
      },
    );
  changeRoute('slides', 'home_slide');
  changeRoute('testimonials', 'testimonial');
  changeRoute('deals', 'featured_deal');

  app.patch(
    `${CONSOLE_API}/home/settings`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Shows or hides the Featured Deals',
        body: homeSettingsSchema,
        response: { 200: envelopeOf(homeSettingsSchema), ...refusals },
      },
    },
    async (request) => {
      const { before, after } = await homeRows.changeSettings(request.body);
      await access.record(request, {
        action: 'home.settings.change',
        subject: 'home_settings:1',
        before,
        after,
      });
      renderedPages.forget(SITE_ROUTES.home);
      return ok(after);
    },
  );
};
