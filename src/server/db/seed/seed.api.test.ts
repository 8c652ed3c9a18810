import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerRepository } from '#server/modules/partner/partner.repository';
import { openDatabase, type Database } from '../client';
import {
  articles,
  articleTexts,
  companies,
  partnerCustomers,
  promotions,
  seedHistory,
  tariffs,
  vehicleModels,
} from '../schema';
import { ARTICLE_TRANSLATIONS } from './data/article-translations';
import { ARTICLES } from './data/articles';
import { INSURERS } from './data/companies';
import { PARTNER_CUSTOMERS } from './data/partners';
import { PROMOTIONS } from './data/promotions';
import { seed } from './seed';

async function counts(db: Database['db']) {
  const [tariffRows] = await db.select({ n: count() }).from(tariffs);
  const [promotionRows] = await db.select({ n: count() }).from(promotions);
  const [partnerRows] = await db.select({ n: count() }).from(partnerCustomers);
  const [companyRows] = await db.select({ n: count() }).from(companies);
  return {
    tariffs: tariffRows!.n,
    promotions: promotionRows!.n,
    partners: partnerRows!.n,
    companies: companyRows!.n,
  };
}

describe('seeding the embedded database', () => {
  it('keeps the data across a restart and does not seed twice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-seed-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(await seed(first.db)).toBe('seeded');
      const [before] = await first.db.select({ models: count() }).from(vehicleModels);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await seed(second.db)).toBe('already seeded');
      const [after] = await second.db.select({ models: count() }).from(vehicleModels);
      await second.close();

      expect(before!.models).toBeGreaterThanOrEqual(200);
      expect(after).toEqual(before);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // It migrates a new database from nothing, not the tests' image: slow on a busy machine.

  it('seeds sample tariffs, promotions and partner customers, and adds nothing when run again', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      expect(await seed(db)).toBe('seeded');
      const first = await counts(db);
      expect(first).toMatchObject({ tariffs: INSURERS.length, promotions: PROMOTIONS.length, partners: 3 });
      expect(PARTNER_CUSTOMERS).toHaveLength(3);

      const samples = await db.select({ sample: tariffs.isSample, version: tariffs.version }).from(tariffs);
      expect(samples.every((row) => row.sample && row.version === '2026-sample-2')).toBe(true);

      const customer = await partnerRepository(db).findByToken(PARTNER_CUSTOMERS[0]!.token);
      expect(customer).toMatchObject({ name: PARTNER_CUSTOMERS[0]!.name, mobile_number: '771234567' });
      const stored = await db.select({ tokenHash: partnerCustomers.tokenHash }).from(partnerCustomers);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);

      // A database seeded by the previous version: insurers without logos, no record of this version.
      await db.update(companies).set({ website: null, logo: null }).where(eq(companies.type, 'I'));
      await db.delete(seedHistory);
      expect(await seed(db)).toBe('seeded');
      expect(await counts(db)).toEqual(first);
      const insurers = await db
        .select({ code: companies.code, logo: companies.logo, website: companies.website })
        .from(companies)
        .where(eq(companies.type, 'I'));
      for (const insurer of insurers) {
        expect(insurer.logo).toBe(`/images/insurers/${insurer.code.toLowerCase()}.svg`);
      }
      expect(insurers.find((insurer) => insurer.code === 'FIL')?.website).toBe('https://www.fairfirst.lk');
    } finally {
      await database.close();
    }
  });

  it("adds the articles' Sinhala and Tamil words to a database seeded before them, keeping edited ones", async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      expect(await seed(db)).toBe('seeded');
      const texts = () =>
        db
          .select({ slug: articles.slug, locale: articleTexts.locale, title: articleTexts.title })
          .from(articleTexts)
          .innerJoin(articles, eq(articles.id, articleTexts.articleId));
      const seeded = await texts();
      expect(seeded).toHaveLength(ARTICLES.length * 3);
      expect(seeded).toContainEqual({
        slug: ARTICLES[3]!.slug,
        locale: 'ta',
        title: ARTICLE_TRANSLATIONS[ARTICLES[3]!.slug]!.ta!.title,
      });

      // A database from before the translations, with one Sinhala title an operator has since edited.
      const [first, second] = await db.select({ id: articles.id, slug: articles.slug }).from(articles);
      await db
        .delete(articleTexts)
        .where(and(eq(articleTexts.articleId, first!.id), eq(articleTexts.locale, 'ta')));
      await db
        .update(articleTexts)
        .set({ title: 'සංස්කරණය කළ මාතෘකාව' })
        .where(and(eq(articleTexts.articleId, second!.id), eq(articleTexts.locale, 'si')));
      await db.delete(seedHistory);
      expect(await seed(db)).toBe('seeded');

      const reseeded = await texts();
      expect(reseeded).toHaveLength(ARTICLES.length * 3);
      expect(reseeded).toContainEqual({
        slug: first!.slug,
        locale: 'ta',
        title: ARTICLE_TRANSLATIONS[first!.slug]!.ta!.title,
      });
      expect(reseeded).toContainEqual({ slug: second!.slug, locale: 'si', title: 'සංස්කරණය කළ මාතෘකාව' });
    } finally {
      await database.close();
    }
  });
});
