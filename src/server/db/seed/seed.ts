import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE, LOCALES } from '#domain/i18n';
import { VEHICLE_TYPES } from '#domain/motor/vehicle-types';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  articles,
  articleTexts,
  companies,
  faqs,
  faqTexts,
  featuredDeals,
  featuredDealTexts,
  homePartners,
  homePartnerTexts,
  homeSlides,
  homeSlideTexts,
  homeTiles,
  homeTileTexts,
  illnessChannels,
  illnessCompanies,
  illnessDeclarations,
  illnessIllnesses,
  illnessLimits,
  illnessRelationships,
  illnessSublimits,
  marketValues,
  ncbYears,
  partnerCustomers,
  promotions,
  sampleVehicles,
  seedHistory,
  tariffs,
  testimonials,
  testimonialTexts,
  vehicleMakes,
  vehicleModels,
  vehicleOptions,
  vehicleTypes,
} from '../schema';
import { INSURERS, LEASING_COMPANIES, type CompanySeed } from './data/companies';
import { ARTICLE_TRANSLATIONS } from './data/article-translations';
import { ARTICLES } from './data/articles';
import { HOME_TILES } from './data/content';
import type { HomeTexts } from './data/content';
import { FEATURED_DEALS, HOME_PARTNERS, HOME_SLIDES, TESTIMONIALS } from './data/home';
import { FAQ_TRANSLATIONS } from './data/faq-translations';
import { FAQS } from './data/faqs';
import {
  BENEFITS,
  COVERS,
  ILLNESS_CHANNELS,
  ILLNESS_COMPANIES,
  ILLNESS_NOT_COVERED,
  ILLNESS_RELATIONSHIPS,
  samplePremiumCents,
} from './data/illness';
import { NEW_PRICES } from './data/market-values';
import { PARTNER_CUSTOMERS } from './data/partners';
import { PROMOTIONS } from './data/promotions';
import { SAMPLE_VEHICLES } from './data/sample-vehicles';
import { SAMPLE_TARIFFS } from './data/tariffs';
import { FUEL_TYPES, NCB_YEARS, USAGES, VEHICLE_CATALOGUE } from './data/vehicles';
import { sha256Hex } from '#server/secrets';

// Bump when the seed data changes; every insert skips rows that exist, so a new version only adds.
export const SEED_VERSION = '2026-11-26.6';

/** Seeds the reference data once per version; a second start finds the version and does nothing. */
export async function seed(db: Db): Promise<'seeded' | 'already seeded'> {
  return db.transaction(async (tx) => {
    const done = await tx
      .insert(seedHistory)
      .values({ version: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (done.length === 0) return 'already seeded';

    await tx
      .insert(vehicleTypes)
      .values(VEHICLE_TYPES.map((type, sort) => ({ code: type.code, label: type.label, sort })))
      .onConflictDoNothing();

    await tx
      .insert(vehicleMakes)
      .values(VEHICLE_CATALOGUE.map((entry) => ({ name: entry.make })))
      .onConflictDoNothing();
    const makeIds = new Map((await tx.select().from(vehicleMakes)).map((make) => [make.name, make.id]));
    const models = VEHICLE_CATALOGUE.flatMap((entry) =>
      Object.entries(entry.models).flatMap(([vehicleType, names]) =>
        (names ?? []).map((name) => ({ makeId: makeIds.get(entry.make)!, vehicleType, name })),
      ),
    );
    await tx.insert(vehicleModels).values(models).onConflictDoNothing();

    const modelIds = new Map(
      (await tx.select().from(vehicleModels)).map((model) => [
        [model.vehicleType, model.makeId, model.name].join('|'),
        model.id,
      ]),
    );
    const modelId = (price: (typeof NEW_PRICES)[number]) => {
      const id = modelIds.get([price.vehicle_type, makeIds.get(price.make), price.model].join('|'));
      if (id === undefined)
        throw new Error(`seed data prices an unknown model: ${price.make} ${price.model}`);
      return id;
    };
    await tx
      .insert(marketValues)
      .values(NEW_PRICES.map((price) => ({ modelId: modelId(price), newPrice: price.new_price })))
      .onConflictDoNothing();

    const options = (['fuel_type', 'usage'] as const).flatMap((list) =>
      Object.entries(list === 'fuel_type' ? FUEL_TYPES : USAGES).flatMap(([vehicleType, entries]) =>
        entries.map((option, sort) => ({
          list,
          vehicleType,
          value: option.value,
          label: option.label,
          sort,
        })),
      ),
    );
    await tx.insert(vehicleOptions).values(options).onConflictDoNothing();

    await tx
      .insert(ncbYears)
      .values([...NCB_YEARS])
      .onConflictDoNothing();

    const companyRow = (type: 'I' | 'F') => (company: CompanySeed) => ({
      type,
      code: company.company_code,
      name: company.company_name,
      website: company.website,
      logo: company.logo,
      claimsHotline: company.facts?.claims_hotline,
      address: company.facts?.address,
      excess: company.facts?.excess,
      agencyRepair: company.facts?.agency_repair,
    });
    // A database seeded by an earlier version has the insurers without logos or facts: fill them in.
    await tx
      .insert(companies)
      .values(INSURERS.map(companyRow('I')))
      .onConflictDoUpdate({
        target: [companies.type, companies.code],
        set: {
          website: sql`excluded.website`,
          logo: sql`excluded.logo`,
          claimsHotline: sql`excluded.claims_hotline`,
          address: sql`excluded.address`,
          excess: sql`excluded.excess`,
          agencyRepair: sql`excluded.agency_repair`,
        },
      });
    await tx
      .insert(companies)
      .values(LEASING_COMPANIES.map(companyRow('F')))
      .onConflictDoNothing();
    const insurerIds = new Map(
      (
        await tx
          .select({ id: companies.id, code: companies.code })
          .from(companies)
          .where(eq(companies.type, 'I'))
      ).map((company) => [company.code, company.id]),
    );
    const insurerId = (code: string) => {
      const id = insurerIds.get(code);
      if (id === undefined) throw new Error(`seed data names an unknown insurer: ${code}`);
      return id;
    };

    await tx
      .insert(tariffs)
      .values(
        SAMPLE_TARIFFS.map((tariff) => ({
          companyId: insurerId(tariff.company_code),
          version: tariff.version,
          effectiveFrom: tariff.effective_from,
          isSample: true,
          data: tariff.data,
        })),
      )
      .onConflictDoNothing({ target: [tariffs.companyId, tariffs.version] });

    // Operators manage promotions once the site runs: seed them only into an empty table.
    if ((await tx.select({ id: promotions.id }).from(promotions).limit(1)).length === 0) {
      await tx
        .insert(promotions)
        .values(
          PROMOTIONS.map(({ company_code, ...rule }) => ({ ...rule, companyId: insurerId(company_code) })),
        );
    }

    await tx
      .insert(sampleVehicles)
      .values(SAMPLE_VEHICLES.map((vehicle, sort) => ({ ...vehicle, sort })))
      .onConflictDoNothing({ target: sampleVehicles.label });

    await tx
      .insert(partnerCustomers)
      .values(
        PARTNER_CUSTOMERS.map(({ token, mobile_number, ...customer }) => ({
          ...customer,
          mobileNumber: mobile_number,
          tokenHash: sha256Hex(token),
        })),
      )
      .onConflictDoNothing({ target: partnerCustomers.tokenHash });

    // The home page's lists are the operator's once filled: seed only an empty one, in the given order.
    const isEmpty = async (
      table:
        | typeof homeTiles
        | typeof homeSlides
        | typeof testimonials
        | typeof homePartners
        | typeof featuredDeals,
    ) => (await tx.select({ id: table.id }).from(table).limit(1)).length === 0;

    // Every list with its words in each language (decisions 060 and 064). A row whose
    // English words are still the seed's gets the translations it lacks, so a translation written later
    // reaches a running site; a row an operator rewrote, and every text row that exists, are kept.
    const seedHomeList = async <Words extends Record<string, string>>(list: {
      table:
        | typeof homeTiles
        | typeof homeSlides
        | typeof testimonials
        | typeof homePartners
        | typeof featuredDeals;
      textTable:
        | typeof homeTileTexts
        | typeof homeSlideTexts
        | typeof testimonialTexts
        | typeof homePartnerTexts
        | typeof featuredDealTexts;
      /**
       * The English words a row is known by: the tile's, slide's or deal's header, the testimonial's comment,
       * the partner's name.
       */
      key: { column: AnyPgColumn; of: (words: Words) => string };
      rows: readonly { texts: HomeTexts<Words> }[];
      /** Inserts the rows without their words, each with its place (`sort`). */
      insertRows: () => Promise<unknown>;
      insertTexts: (texts: ({ ownerId: number; locale: Locale } & Words)[]) => Promise<unknown>;
    }) => {
      const { table, textTable, key, rows } = list;
      const empty = await isEmpty(table);
      if (empty) await list.insertRows();
      // The rows just seeded, known by their place, and the rows whose English words are still the seed's.
      const seeded = empty ? await tx.select({ id: table.id, sort: table.sort }).from(table) : [];
      const english = await tx
        .select({ ownerId: textTable.ownerId, key: key.column })
        .from(textTable)
        .where(
          and(
            eq(textTable.locale, DEFAULT_LOCALE),
            inArray(
              key.column,
              rows.map((row) => key.of(row.texts.en)),
            ),
          ),
        );
      const owned = [
        ...seeded.flatMap(({ id, sort }) => (rows[sort] ? [{ ownerId: id, row: rows[sort] }] : [])),
        ...english.flatMap(({ ownerId, key: words }) =>
          rows.filter((row) => key.of(row.texts.en) === words).map((row) => ({ ownerId, row })),
        ),
      ];
      const texts = owned.flatMap(({ ownerId, row }) =>
        LOCALES.flatMap((locale) => {
          const words = row.texts[locale];
          return words ? [{ ownerId, locale, ...words }] : [];
        }),
      );
      if (texts.length > 0) await list.insertTexts(texts);
    };
    const withoutTexts = <Row extends { texts: unknown }>({ texts: _texts, ...row }: Row, sort: number) => ({
      ...row,
      sort,
    });
    await seedHomeList({
      table: homeTiles,
      textTable: homeTileTexts,
      key: { column: homeTileTexts.header, of: (words) => words.header },
      rows: HOME_TILES,
      insertRows: () => tx.insert(homeTiles).values(HOME_TILES.map(withoutTexts)),
      insertTexts: (texts) => tx.insert(homeTileTexts).values(texts).onConflictDoNothing(),
    });
    await seedHomeList({
      table: homePartners,
      textTable: homePartnerTexts,
      key: { column: homePartnerTexts.name, of: (words) => words.name },
      rows: HOME_PARTNERS,
      insertRows: () => tx.insert(homePartners).values(HOME_PARTNERS.map(withoutTexts)),
      insertTexts: (texts) => tx.insert(homePartnerTexts).values(texts).onConflictDoNothing(),
    });
    await seedHomeList({
      table: homeSlides,
      textTable: homeSlideTexts,
      key: { column: homeSlideTexts.header, of: (words) => words.header },
      rows: HOME_SLIDES,
      insertRows: () => tx.insert(homeSlides).values(HOME_SLIDES.map(withoutTexts)),
      insertTexts: (texts) => tx.insert(homeSlideTexts).values(texts).onConflictDoNothing(),
    });
    await seedHomeList({
      table: testimonials,
      textTable: testimonialTexts,
      key: { column: testimonialTexts.comment, of: (words) => words.comment },
      rows: TESTIMONIALS,
      insertRows: () => tx.insert(testimonials).values(TESTIMONIALS.map(withoutTexts)),
      insertTexts: (texts) => tx.insert(testimonialTexts).values(texts).onConflictDoNothing(),
    });
    await seedHomeList({
      table: featuredDeals,
      textTable: featuredDealTexts,
      key: { column: featuredDealTexts.header, of: (words) => words.header },
      rows: FEATURED_DEALS,
      insertRows: () => tx.insert(featuredDeals).values(FEATURED_DEALS.map(withoutTexts)),
      insertTexts: (texts) => tx.insert(featuredDealTexts).values(texts).onConflictDoNothing(),
    });

    // Articles and questions are added by their slug or code, and their words by language: a new version
    // adds what is missing (a new translation too) and keeps every row an operator has edited.
    await tx
      .insert(articles)
      .values(
        ARTICLES.map(({ slug, imageUrl, tags, badge, publishedOn, quoteUrl }) => ({
          slug,
          imageUrl,
          tags,
          badge,
          publishedOn,
          quoteUrl,
        })),
      )
      .onConflictDoNothing({ target: articles.slug });
    const articleIds = new Map(
      (await tx.select({ id: articles.id, slug: articles.slug }).from(articles)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    await tx
      .insert(articleTexts)
      .values(
        ARTICLES.flatMap(({ slug, title, summary, body }) =>
          inEveryLanguage({ title, summary, body }, ARTICLE_TRANSLATIONS[slug]).map((words) => ({
            articleId: articleIds.get(slug)!,
            ...words,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(faqs)
      .values(FAQS.map(({ code, group }, sort) => ({ code, group, sort })))
      .onConflictDoNothing({ target: faqs.code });
    const faqIds = new Map(
      (await tx.select({ id: faqs.id, code: faqs.code }).from(faqs)).map((row) => [row.code, row.id]),
    );
    await tx
      .insert(faqTexts)
      .values(
        FAQS.flatMap(({ code, question, answer }) =>
          inEveryLanguage({ question, answer }, FAQ_TRANSLATIONS[code]).map((words) => ({
            faqId: faqIds.get(code)!,
            ...words,
          })),
        ),
      )
      .onConflictDoNothing();
    await seedIllness(tx);
    return 'seeded';
  });
}

/** The major illness cover's sample product (decision 063): each company with its limits, lists and declarations. */
async function seedIllness(tx: Db) {
  await tx
    .insert(illnessChannels)
    .values([...ILLNESS_CHANNELS])
    .onConflictDoNothing();
  await tx
    .insert(illnessRelationships)
    .values(ILLNESS_RELATIONSHIPS.map((relationship, sort) => ({ ...relationship, sort })))
    .onConflictDoNothing();
  await tx
    .insert(illnessCompanies)
    .values(ILLNESS_COMPANIES.map(({ code, name, logoUrl }, sort) => ({ code, name, logoUrl, sort })))
    .onConflictDoNothing();
  const companyIds = new Map(
    (await tx.select({ id: illnessCompanies.id, code: illnessCompanies.code }).from(illnessCompanies)).map(
      (row) => [row.code, row.id],
    ),
  );
  for (const company of ILLNESS_COMPANIES) {
    const companyId = companyIds.get(company.code)!;
    await tx
      .insert(illnessLimits)
      .values(
        COVERS.map((cover) => ({
          companyId,
          coverRupees: cover,
          premiumCents: samplePremiumCents(company, cover),
        })),
      )
      .onConflictDoNothing();
    const limits = await tx
      .select({ id: illnessLimits.id, cover: illnessLimits.coverRupees })
      .from(illnessLimits)
      .where(eq(illnessLimits.companyId, companyId));
    await tx
      .insert(illnessSublimits)
      .values(
        limits.flatMap((limit) =>
          BENEFITS.map(({ name, description, share }, sort) => ({
            limitId: limit.id,
            name,
            description,
            limitRupees: Math.round(limit.cover * share),
            sort,
          })),
        ),
      )
      .onConflictDoNothing();
    const illnesses = [
      ...company.covered.map((name) => ({ name, covered: true })),
      ...ILLNESS_NOT_COVERED.map((name) => ({ name, covered: false })),
    ];
    await tx
      .insert(illnessIllnesses)
      .values(illnesses.map((illness, sort) => ({ companyId, ...illness, sort })))
      .onConflictDoNothing();
    await tx
      .insert(illnessDeclarations)
      .values(company.declarations.map((declaration, sort) => ({ companyId, ...declaration, sort })))
      .onConflictDoNothing();
  }
}

/** A seeded text's rows: the English words, and each language's where it has been translated. */
function inEveryLanguage<Words extends object>(english: Words, translated?: Partial<Record<Locale, Words>>) {
  return LOCALES.flatMap((locale) => {
    const words = locale === DEFAULT_LOCALE ? english : translated?.[locale];
    return words ? [{ locale, ...words }] : [];
  });
}
