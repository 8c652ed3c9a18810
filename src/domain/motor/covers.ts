// The rows of the cover comparison (motor section 2.4): each insurer's tariff says, for every row, TRUE
// (included), FALSE (not included) or a text such as 'Rs. 50,000'. The order here is the table's order.
import { z } from 'zod';

export const COVER_ROWS = [
  { code: 'flood', label: 'Flood and natural perils' },
  { code: 'srcc', label: 'Strike, riot and civil commotion' },
  { code: 'terrorism', label: 'Terrorism' },
  { code: 'windscreen', label: 'Windscreen' },
  { code: 'pa_driver', label: 'Personal accident: driver' },
  { code: 'pa_passengers', label: 'Personal accident: passengers' },
  { code: 'towing', label: 'Towing' },
  { code: 'air_bags', label: 'Air bags' },
  { code: 'legal_expenses', label: 'Legal expenses' },
  { code: 'replacement_vehicle', label: 'Replacement vehicle while repaired' },
  { code: 'roadside_assistance', label: 'Roadside assistance' },
  { code: 'tpp_limit', label: 'Third-party property damage limit' },
  { code: 'lease_instalment', label: 'Lease instalment cover' },
  { code: 'value_uplift', label: 'Insured value uplift' },
] as const;

export type CoverCode = (typeof COVER_ROWS)[number]['code'];

export const COVER_CODES = COVER_ROWS.map((row) => row.code) as unknown as readonly [
  CoverCode,
  ...CoverCode[],
];

export const coverCode = z.enum(COVER_CODES, { error: 'Unknown cover' });

/** 'TRUE' shows a tick, 'FALSE' a cross, anything else is shown as text. */
export type CoverValue = string;
