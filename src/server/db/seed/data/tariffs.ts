// SAMPLE tariffs, one per insurer, for demo mode: made up, not any insurer's real rates. Sri Lankan
// insurers do not publish their own-damage tariffs (see /work/shared/design/domain-notes.md), so these
// are plausible values chosen to make the comparison behave as the market does: comprehensive premiums
// of roughly 1.8% to 3.5% of the sum insured, different insurers cheapest for different vehicles, and
// some vehicles, uses or makes not quoted online. The third-party premiums go by engine-capacity band as
// the regulator's minimum tariff does; its one published row (car 1,001-1,500 cc, Rs. 3,250) is kept, the
// other bands are samples (each file's `third_party.note` says so), with small differences upward.
// Version 2 added the bands; quotes priced on version 1 (one flat premium a type) still read it.
// Each insurer's tariff is a data file under tariffs/, the document exactly as the `tariffs` table stores
// it: amounts in integer cents, rates in basis points (100 bp = 1%).
import type { Tariff } from '#server/rating/tariff';
import ALZ from './tariffs/alz.json';
import AMT from './tariffs/amt.json';
import CGI from './tariffs/cgi.json';
import CIL from './tariffs/cil.json';
import COOP from './tariffs/coop.json';
import FIL from './tariffs/fil.json';
import HNBG from './tariffs/hnbg.json';
import LOLCG from './tariffs/lolcg.json';
import MBSL from './tariffs/mbsl.json';
import ORI from './tariffs/ori.json';
import PIL from './tariffs/pil.json';
import SGI from './tariffs/sgi.json';
import SLIC from './tariffs/slic.json';

export interface SampleTariff {
  company_code: string;
  version: string;
  effective_from: string;
  data: Tariff;
}

// Seeded in this order.
const TARIFFS: Record<string, Tariff> = {
  // The state insurer: accepts old vehicles with mild age loadings; roadside assistance included.
  SLIC,
  // Market leader with generous covers; lower rates for dearer cars.
  CGI,
  // Steep bands favour luxury cars; no three-wheelers and no rent-a-car online; discount for electric.
  ALZ,
  // Sold without agents: low flat rates, few extras included; no three-wheeler hiring, no rent-a-car.
  FIL,
  // Bank-owned; bands for dearer cars and a discount for electric vehicles.
  HNBG,
  // Mass market: the lowest rates for motorcycles and three-wheelers, low minimums.
  PIL,
  // Part of a leasing group: the lowest van rates and a discount for leased vehicles.
  LOLCG,
  // Low flat car rate but dear for hybrids and electrics; no three-wheeler hiring.
  CIL,
  // Rural and small-town customers: the lowest minimum premiums, a short bonus scale, few extras.
  COOP,
  // Takaful (Islamic) cover: mild age loadings; no motorcycles online.
  AMT,
  // Selective: high rates and loadings, young cars only; no vans online, no three-wheeler hiring.
  ORI,
  // Co-operative insurer: low minimums and cheap three-wheelers, short bonus scale.
  SGI,
  // The longest no-claims scale (60% after five years): cheap for careful owners of newer cars.
  MBSL,
};

export const SAMPLE_TARIFFS: readonly SampleTariff[] = Object.entries(TARIFFS).map(
  ([company_code, data]) => ({
    company_code,
    version: '2026-sample-2',
    effective_from: '2026-01-01',
    data,
  }),
);
