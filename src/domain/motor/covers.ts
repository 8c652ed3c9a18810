// The rows of the cover comparison (motor section 2.4): each insurer's tariff says, for every row, TRUE
// (included), FALSE (not included) or a text such as 'Rs. 50,000'. The order here is the table's order.
export const COVER_ROWS = [
  { code: 'flood', label: /*i18n*/ 'Flood and natural perils' },
  { code: 'srcc', label: /*i18n*/ 'Strike, riot and civil commotion' },
  { code: 'terrorism', label: /*i18n*/ 'Terrorism' },
  { code: 'windscreen', label: /*i18n*/ 'Windscreen' },
  { code: 'pa_driver', label: /*i18n*/ 'Personal accident: driver' },
  { code: 'pa_passengers', label: /*i18n*/ 'Personal accident: passengers' },
  { code: 'towing', label: /*i18n*/ 'Towing' },
  { code: 'air_bags', label: /*i18n*/ 'Air bags' },
  { code: 'legal_expenses', label: /*i18n*/ 'Legal expenses' },
  { code: 'replacement_vehicle', label: /*i18n*/ 'Replacement vehicle while repaired' },
  { code: 'roadside_assistance', label: /*i18n*/ 'Roadside assistance' },
  { code: 'tpp_limit', label: /*i18n*/ 'Third-party property damage limit' },
  { code: 'lease_instalment', label: /*i18n*/ 'Lease instalment cover' },
  { code: 'value_uplift', label: /*i18n*/ 'Insured value uplift' },
] as const;

export type CoverCode = (typeof COVER_ROWS)[number]['code'];

export const COVER_CODES = COVER_ROWS.map((row) => row.code) as unknown as readonly [
  CoverCode,
  ...CoverCode[],
];

/** 'TRUE' shows a tick, 'FALSE' a cross, anything else is shown as text. */
export type CoverValue = string;
