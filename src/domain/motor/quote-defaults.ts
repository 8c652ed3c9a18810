// The quotation form's defaults and limits (motor sections 3 and 9), without zod.
export const DEFAULT_PURPOSE_OF_USE = 'Private';
export const ONLINE = 'ONLINE';
/** Section 9: the market value must be above this, in whole rupees. */
export const MIN_SUM_INSURED = 100_000;
/** Above any vehicle on Sri Lankan roads: a market value beyond it is a typing mistake (decision 031). */
export const MAX_SUM_INSURED = 1_000_000_000;
/** What the quotation form starts from (section 3, "Stored quote form"). */
export const STORED_QUOTE_FORM_DEFAULTS = {
  sum_insured: '',
  vehicle_type: 'Car',
  insurance_type: 'full-insurance',
  purpose_of_use: DEFAULT_PURPOSE_OF_USE,
  // Price-affecting answers start unselected (decision 031).
  hire_purchase: '',
  is_registered: '',
  vehicle_make: '',
  vehicle_model: '',
  fuel_type: '',
  manufacture_year: '',
  seating_capacity: '0',
  ncb: '',
  bank_name: ONLINE,
  bank_branch: ONLINE,
  bank_user: ONLINE,
  customer_name: ONLINE,
  cx_inquiry_id: '',
  user_id: '',
  cx_user_id: '',
  cx_name: '',
  cx_email: '',
  cx_mobile: '',
  cx_message: '',
  inquiry_id: '',
  unq_hash_code: '',
  inquiry_type: 'comparison_request',
  inquiry_media: 'web',
  inquiry_code: 'webonline',
} as const;
