// Tariffs and promotions in the console (issue 22, decision 046): an insurer's versions and promotions,
// a new version read from its file, priced against the version in force on the sample vehicles with the
// quote's own rating code, and scheduled; a promotion likewise. A quote takes a version or promotion up
// through tariffsInForce and promotionsOn, at most TARIFF_RELOAD_SECONDS after it was saved.
import { addDays } from 'date-fns';
import type { Page } from '#domain/console/calls';
import type {
  NewPromotion,
  PreviewPair,
  PreviewPremium,
  Preview,
  Promotion,
  TariffFormat,
  TariffVersion,
} from '#domain/console/tariffs';
import { MAX_PROMOTION_ROWS, TARIFF_MESSAGES } from '#domain/console/tariffs';
import { formatIsoDate, today } from '#domain/dates';
import { groupThousands } from '#domain/money';
import { DEFAULT_CHANNEL, NO_PROMO } from '#domain/motor/channel-codes';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import { fullQuoteSchema, thirdPartyQuoteSchema } from '#domain/motor/quote';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { ApiError, FieldErrors, notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import type { PromotionRule } from '#server/rating/promotions';
import type { InsurerTariff, QuoteRequest } from '#server/rating/quotations';
import { quoteInsurer } from '#server/rating/quotations';
import type { Tariff } from '#server/rating/tariff';
import { tariffSchema } from '#server/rating/tariff';
import { canBeRowId } from '#server/row-id';
import { cachedCatalogue } from '../reference/catalogue';
import { companyLookups } from '../reference/companies';
import type { PromotionRow, VersionRow } from './tariff-admin.repository';
import { tariffAdminRepository } from './tariff-admin.repository';
import { promotionsCsv, readPromotionFile } from './promotion-file';
import { readTariffFile, tariffCsv } from './tariff-file';
import { quoteRepository } from './quote.repository';
import { checkVehicle } from './vehicle-check';

export const TARIFF_ADMIN_MESSAGES = {
  versionNotFound: 'Tariff version not found',
  promotionNotFound: 'Promotion not found',
  notScheduled: 'Only a version not yet in force can be withdrawn',
  versionTaken: (version: string) => `This insurer already has a version named ${version}`,
  dateTaken: (version: string) => `Version ${version} starts on that date: withdraw it first`,
  ended: 'The promotion has ended already',
  lastDay: 'Choose yesterday (ends it now) or a later day',
  endsSooner: (endsOn: string) => `It ends on ${endsOn} already: choose an earlier day`,
  noVersion: 'No version in force',
  unquotable: (message: string) => `The sample vehicle cannot be quoted: ${message}`,
} as const;

const dayBefore = (date: string) => formatIsoDate(addDays(new Date(`${date}T12:00:00`), -1));

const versionAnswer = (row: VersionRow, inForceId: number | undefined, on: string): TariffVersion => ({
  id: row.id,
  company_id: row.companyId,
  version: row.version,
  effective_from: row.effectiveFrom,
  effective_to: row.effectiveTo,
  sample: row.isSample,
  state: row.id === inForceId ? 'in force' : row.effectiveFrom > on ? 'scheduled' : 'superseded',
  created_at: row.createdAt.toISOString(),
});

const promotionAnswer = (row: PromotionRow, on: string): Promotion => ({
  id: row.id,
  company_id: row.companyId,
  channel: row.channel,
  promo_code: row.promoCode,
  cover_type: row.coverType,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  discount_bp: row.discountBp,
  status: row.status,
  value: row.value,
  color: row.color,
  sort: row.sort,
  state: row.endsOn !== null && row.endsOn < on ? 'ended' : row.startsOn > on ? 'scheduled' : 'current',
});

const ruleOf = (promotion: NewPromotion): PromotionRule => ({
  companyId: promotion.company_id,
  channel: promotion.channel,
  promoCode: promotion.promo_code,
  coverType: promotion.cover_type,
  startsOn: promotion.starts_on,
  endsOn: promotion.ends_on,
  discountBp: promotion.discount_bp,
  status: promotion.status,
  value: promotion.value,
  color: promotion.color,
  sort: promotion.sort,
});

/** What a sample vehicle is priced on: an insurer's tariff and the promotions that run. */
interface Pricing {
  insurer: InsurerTariff;
  promotions: readonly PromotionRule[];
}

/** The sale a preview prices: a channel and promo code, on a day. */
interface PreviewSale {
  channel: string;
  promo: string;
  date: string;
}

type Quoted = { request: QuoteRequest } | { reason: string };

/** A file as the browser downloads it. */
interface DownloadFile {
  name: string;
  type: string;
  body: string;
}

/** A file name of its parts, in lower case, with anything but letters, digits, dots and dashes a dash. */
const fileName = (...parts: string[]) =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-');

/** A sample vehicle with its quote requests for full insurance and third party, or why it has none. */
interface Sample {
  id: number;
  label: string;
  quote: Record<string, unknown>;
  full: Quoted;
  thirdParty: Quoted;
}

export type TariffAdmin = ReturnType<typeof tariffAdmin>;

export function tariffAdmin(database: Database, config: Pick<Config, 'statutory' | 'tariffReloadMs'>) {
  const { db } = database;
  const repository = tariffAdminRepository(db);
  const quotes = quoteRepository(database);
  const companies = companyLookups(db);
  const catalogue = cachedCatalogue(db, config.tariffReloadMs);

  /** The insurer of `companyId` as a quotation names it; a field error when it is not an insurer. */
  async function insurerOf(companyId: number) {
    const facts = canBeRowId(companyId) ? await companies.insurerFacts(companyId) : undefined;
    if (facts === undefined) throw new FieldErrors({ company_id: [TARIFF_MESSAGES.insurer] });
    return {
      id: facts.id,
      code: facts.company_code,
      name: facts.company_name,
      logo: null,
      website: facts.website,
    };
  }

  /** The insurer's version in force on `date`, as the quotes read it. */
  async function inForce(companyId: number, date: string): Promise<InsurerTariff | undefined> {
    const row = (await quotes.tariffsInForce(date)).find((found) => found.company.id === companyId);
    const data = row && tariffSchema.safeParse(row.tariff.data);
    return row && data?.success
      ? { company: row.company, tariff: { ...row.tariff, data: data.data } }
      : undefined;
  }

  /** What quotes are priced on on `date`: the insurer's version in force and the promotions that run. */
  const pricingOn = (companyId: number, date: string) =>
    Promise.all([inForce(companyId, date), quotes.promotionsOn(date)]);

  /** Each sample vehicle as the quote calls read it, for full insurance and for third party. */
  async function samples() {
    const lists = await catalogue();
    const quoted = (schema: typeof fullQuoteSchema | typeof thirdPartyQuoteSchema, body: object): Quoted => {
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        return { reason: TARIFF_ADMIN_MESSAGES.unquotable(parsed.error.issues[0]!.message) };
      try {
        return { request: checkVehicle(lists, parsed.data) };
      } catch (error) {
        if (!(error instanceof FieldErrors)) throw error;
        return { reason: TARIFF_ADMIN_MESSAGES.unquotable(Object.values(error.errors).flat().join('; ')) };
      }
    };
    return (await repository.sampleVehicles()).map((vehicle): Sample => ({
      ...vehicle,
      full: quoted(fullQuoteSchema, vehicle.quote),
      thirdParty: quoted(thirdPartyQuoteSchema, vehicle.quote),
    }));
  }

  function premium(pricing: Pricing | undefined, quoted: Quoted, sale: PreviewSale): PreviewPremium {
    if ('reason' in quoted) return { total: null, reason: quoted.reason };
    if (pricing === undefined) return { total: null, reason: TARIFF_ADMIN_MESSAGES.noVersion };
    const { request } = quoted;
    const record = quoteInsurer(pricing.insurer, request, {
      sale: { channel: sale.channel, promo: sale.promo, coverType: request.coverType, date: sale.date },
      statutory: config.statutory,
      promotions: pricing.promotions,
    });
    // What the buyer pays: after the promotion's discount where one applies.
    const total = record.disc_total_premium ?? record.total_premium;
    return total === null
      ? { total: null, reason: record.decline?.message ?? 'Not quoted' }
      : { total, reason: null };
  }

  const pair = (current: PreviewPremium, proposed: PreviewPremium): PreviewPair => ({
    current,
    proposed,
    difference: current.total !== null && proposed.total !== null ? proposed.total - current.total : null,
  });

  /** Every sample vehicle priced on `current` and `proposed` side by side. */
  function compare(
    vehicles: Sample[],
    sale: PreviewSale,
    current: Pricing | undefined,
    proposed: Pricing | undefined,
  ): Preview {
    return {
      date: sale.date,
      current_version: current?.insurer.tariff.version ?? null,
      rows: vehicles.map((vehicle) => ({
        vehicle_id: vehicle.id,
        label: vehicle.label,
        description: describe(vehicle.quote),
        comprehensive: pair(premium(current, vehicle.full, sale), premium(proposed, vehicle.full, sale)),
        third_party: pair(
          premium(current, vehicle.thirdParty, sale),
          premium(proposed, vehicle.thirdParty, sale),
        ),
      })),
    };
  }

  async function versions(query: {
    page: number;
    size: number;
    company_id: number;
  }): Promise<Page<TariffVersion>> {
    await insurerOf(query.company_id);
    const on = today();
    const [rows, total, current] = await Promise.all([
      repository.versionsPage(query.company_id, pageWindow(query)),
      repository.versionsTotal(query.company_id),
      inForce(query.company_id, on),
    ]);
    return pageAnswer(
      query,
      rows.map((row) => versionAnswer(row, current?.tariff.id, on)),
      total,
    );
  }

  async function versionRow(id: number) {
    const row = canBeRowId(id) ? await repository.version(id) : undefined;
    if (row === undefined) throw notFound(TARIFF_ADMIN_MESSAGES.versionNotFound);
    return row;
  }

  /** A version's document as a file, JSON or CSV, in the tariff schema's order (the database's jsonb
   * keeps its keys in an order of its own). */
  async function download(id: number, format: TariffFormat): Promise<DownloadFile> {
    const row = await versionRow(id);
    const data = tariffSchema.parse(row.data);
    const { code } = await insurerOf(row.companyId);
    const name = fileName(code, row.version);
    return format === 'json'
      ? {
          name: `${name}.json`,
          type: 'application/json; charset=utf-8',
          body: `${JSON.stringify(data, null, 2)}\n`,
        }
      : { name: `${name}.csv`, type: 'text/csv; charset=utf-8', body: tariffCsv(data) };
  }

  async function previewTariff(file: {
    company_id: number;
    format: TariffFormat;
    content: string;
    effective_from?: string;
  }) {
    const company = await insurerOf(file.company_id);
    const tariff: Tariff = readTariffFile(file.format, file.content);
    const date = file.effective_from ?? today();
    const [current, promotions] = await pricingOn(company.id, date);
    const proposed = { company, tariff: { id: 0, version: 'uploaded', sample: false, data: tariff } };
    const sale = { channel: DEFAULT_CHANNEL, promo: NO_PROMO, date };
    return compare(await samples(), sale, current && { insurer: current, promotions }, {
      insurer: proposed,
      promotions,
    });
  }

  async function schedule(file: {
    company_id: number;
    format: TariffFormat;
    content: string;
    version: string;
    effective_from: string;
  }) {
    await insurerOf(file.company_id);
    const data = readTariffFile(file.format, file.content);
    const on = today();
    const sameDay = await repository.scheduledOn(file.company_id, file.effective_from, on);
    if (sameDay)
      throw new FieldErrors({ effective_from: [TARIFF_ADMIN_MESSAGES.dateTaken(sameDay.version)] });
    const row = await repository.addVersion({
      companyId: file.company_id,
      version: file.version,
      effectiveFrom: file.effective_from,
      data,
    });
    if (row === undefined)
      throw new FieldErrors({ version: [TARIFF_ADMIN_MESSAGES.versionTaken(file.version)] });
    return versionAnswer(row, undefined, on);
  }

  /** Withdraws a version not yet in force; answers it as it was, for the audit log. */
  async function withdraw(id: number) {
    const on = today();
    const { data: _data, ...row } = await versionRow(id);
    const withdrawn = await repository.withdraw(id, on);
    if (withdrawn === undefined) throw new ApiError(409, TARIFF_ADMIN_MESSAGES.notScheduled);
    return versionAnswer(row, undefined, on);
  }

  async function promotionsPage(query: {
    page: number;
    size: number;
    company_id: number;
  }): Promise<Page<Promotion>> {
    await insurerOf(query.company_id);
    const on = today();
    const [rows, total] = await Promise.all([
      repository.promotionsPage(query.company_id, pageWindow(query)),
      repository.promotionsTotal(query.company_id),
    ]);
    return pageAnswer(
      query,
      rows.map((row) => promotionAnswer(row, on)),
      total,
    );
  }

  /** The sample vehicles' premiums from the promotion's start, without and with it, in the sale it targets. */
  function promotionPreview(
    vehicles: Sample[],
    promotion: NewPromotion,
    [current, promotions]: Awaited<ReturnType<typeof pricingOn>>,
  ) {
    const sale = {
      channel: promotion.channel ?? DEFAULT_CHANNEL,
      promo: promotion.promo_code ?? NO_PROMO,
      date: promotion.starts_on,
    };
    return compare(
      vehicles,
      sale,
      current && { insurer: current, promotions },
      current && { insurer: current, promotions: [...promotions, ruleOf(promotion)] },
    );
  }

  async function previewPromotion(promotion: NewPromotion) {
    await insurerOf(promotion.company_id);
    const [vehicles, pricing] = await Promise.all([
      samples(),
      pricingOn(promotion.company_id, promotion.starts_on),
    ]);
    return promotionPreview(vehicles, promotion, pricing);
  }

  async function addPromotion(promotion: NewPromotion) {
    await insurerOf(promotion.company_id);
    return promotionAnswer(await repository.addPromotion(ruleOf(promotion)), today());
  }

  /** Each promotion of a file previewed as the form previews one (each alone), a day's pricing read once. */
  async function previewPromotionFile(file: { company_id: number; content: string }) {
    await insurerOf(file.company_id);
    const read = readPromotionFile(file.company_id, file.content);
    const vehicles = await samples();
    const days = new Map<string, ReturnType<typeof pricingOn>>();
    const dayOf = (date: string) => {
      const day = days.get(date) ?? pricingOn(file.company_id, date);
      days.set(date, day);
      return day;
    };
    return {
      promotions: await Promise.all(
        read.map(async ({ row, promotion }) => ({
          row,
          promotion,
          preview: promotionPreview(vehicles, promotion, await dayOf(promotion.starts_on)),
        })),
      ),
    };
  }

  /** Adds every promotion of a file, or none when one row is refused or the insert fails. */
  async function addPromotionFile(file: { company_id: number; content: string }) {
    await insurerOf(file.company_id);
    const read = readPromotionFile(file.company_id, file.content);
    const on = today();
    const rows = await repository.addPromotions(read.map(({ promotion }) => ruleOf(promotion)));
    return rows.map((row) => promotionAnswer(row, on));
  }

  /** The insurer's current and scheduled promotions as a file of the upload's format, to edit and upload. */
  async function promotionsFile(companyId: number): Promise<DownloadFile> {
    const { code } = await insurerOf(companyId);
    const on = today();
    const rows = await repository.promotionsRunning(companyId, on, MAX_PROMOTION_ROWS);
    return {
      name: `${fileName(code, 'promotions')}.csv`,
      type: 'text/csv; charset=utf-8',
      body: promotionsCsv(rows.map((row) => promotionAnswer(row, on))),
    };
  }

  /** Moves a promotion's last day earlier (yesterday ends it now); answers it before and after. */
  async function endPromotion(id: number, lastDay: string) {
    const row = canBeRowId(id) ? await repository.promotion(id) : undefined;
    if (row === undefined) throw notFound(TARIFF_ADMIN_MESSAGES.promotionNotFound);
    const on = today();
    const before = promotionAnswer(row, on);
    if (before.state === 'ended') throw new ApiError(409, TARIFF_ADMIN_MESSAGES.ended);
    if (lastDay < dayBefore(on)) throw new FieldErrors({ last_day: [TARIFF_ADMIN_MESSAGES.lastDay] });
    if (row.endsOn !== null && lastDay >= row.endsOn) {
      throw new FieldErrors({ last_day: [TARIFF_ADMIN_MESSAGES.endsSooner(row.endsOn)] });
    }
    return { before, after: promotionAnswer(await repository.endPromotion(id, lastDay), on) };
  }

  return {
    versions,
    download,
    previewTariff,
    schedule,
    withdraw,
    promotions: promotionsPage,
    previewPromotion,
    addPromotion,
    previewPromotionFile,
    addPromotionFile,
    promotionsFile,
    endPromotion,
  };
}

/** A sample vehicle in a line: '2015, Hybrid, 1,496 cc, Rs. 7,800,000, Private, NCB 3'. */
function describe(quote: Record<string, unknown>): string {
  const parts = [
    String(quote.manufacture_year),
    String(quote.fuel_type),
    engineCapacityText(String(quote.engine_capacity)),
    `Rs. ${groupThousands(String(quote.sum_insured))}`,
    String(quote.purpose_of_use),
    quote.is_registered === 'U' ? 'unregistered' : undefined,
    quote.hire_purchase === 'YES' ? 'leased' : undefined,
    `NCB ${String(quote.ncb)}`,
  ];
  return parts.filter(Boolean).join(', ');
}
