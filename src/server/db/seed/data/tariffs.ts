// SAMPLE tariffs, one per insurer, for demo mode: made up, not any insurer's real rates. Sri Lankan
// insurers do not publish their own-damage tariffs (see /work/shared/design/domain-notes.md), so these
// are plausible values chosen to make the comparison behave as the market does: comprehensive premiums
// of roughly 1.8% to 3.5% of the sum insured, different insurers cheapest for different vehicles, and
// some vehicles, uses or makes not quoted online. The third-party premiums follow the regulator's
// minimum tariff (car Rs. 3,250), with small differences upward.
// One file per insurer under tariffs/, written with the pieces of tariffs/parts.ts.
import type { Tariff } from '#server/rating/tariff';
import { ALZ } from './tariffs/alz';
import { AMT } from './tariffs/amt';
import { CGI } from './tariffs/cgi';
import { CIL } from './tariffs/cil';
import { COOP } from './tariffs/coop';
import { FIL } from './tariffs/fil';
import { HNBG } from './tariffs/hnbg';
import { LOLCG } from './tariffs/lolcg';
import { MBSL } from './tariffs/mbsl';
import { ORI } from './tariffs/ori';
import { PIL } from './tariffs/pil';
import { SGI } from './tariffs/sgi';
import { SLIC } from './tariffs/slic';

export interface SampleTariff {
  company_code: string;
  version: string;
  effective_from: string;
  data: Tariff;
}

// Seeded in this order.
const TARIFFS: Record<string, Tariff> = {
  SLIC,
  CGI,
  ALZ,
  FIL,
  HNBG,
  PIL,
  LOLCG,
  CIL,
  COOP,
  AMT,
  ORI,
  SGI,
  MBSL,
};

export const SAMPLE_TARIFFS: readonly SampleTariff[] = Object.entries(TARIFFS).map(
  ([company_code, data]) => ({
    company_code,
    version: '2026-sample-1',
    effective_from: '2026-01-01',
    data,
  }),
);
