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
import { text } from '#domain/fields';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { contentService } from './content.service';

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
