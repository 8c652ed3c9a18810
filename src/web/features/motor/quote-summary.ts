import { formatRupees, rupeesToCents } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import { plannedPeriodText } from '#domain/motor/cover-period';
import type { QuoteParams } from '#domain/motor/quote-answers';
import type { MotorRoute } from './motor-path';
import { insuranceLabel, readMotorRoute, vehicleLabel } from './motor-path';

// What a saved quote was made from, in words, for the insurance details panel (motor sections 2.2 and
// 2.3). The quote's own parameters decide the vehicle and insurance type, whatever the page's path says.

export interface DetailRow {
  label: string;
  value: string;
}

/** The quote's vehicle and insurance type; undefined for a vehicle type the site does not know. */
export const quoteRoute = (params: QuoteParams): MotorRoute | undefined => readMotorRoute(params);

// Parameters beyond the typed ones arrive as whatever the quote stored: numbers or strings.
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

const NCB_WORDS: Record<string, string> = { '0': 'None', '1': '1 year', '5': '5 years or more' };
const ncbText = (years: string) => NCB_WORDS[years] ?? `${years} years`;

function sumInsuredText(value: unknown): string {
  const rupees = Number(text(value));
  return Number.isSafeInteger(rupees) && rupees > 0 ? formatRupees(rupeesToCents(rupees)) : '';
}

const YES_NO: Record<string, string> = { YES: 'Yes', NO: 'No' };
const REGISTERED: Record<string, string> = { R: 'Registered', U: 'Not registered' };

/** The rows to show, in order; a parameter the quote does not have is left out. */
export function quoteDetailRows(params: QuoteParams): DetailRow[] {
  const route = quoteRoute(params);
  const rows: [string, string][] = [
    ['Vehicle type', route ? vehicleLabel(route.vehicleType) : params.vehicle_type],
    ['Insurance type', route ? insuranceLabel(route.insuranceType) : ''],
    ['Make', params.vehicle_make],
    ['Model', params.vehicle_model],
    // Absent for an electric vehicle and for quotes made before it was asked.
    [
      'Engine capacity',
      params.engine_capacity === undefined ? '' : engineCapacityText(params.engine_capacity),
    ],
    // Quotes made before it was asked start on the day of issue; a renewal starts on its renewal date.
    ['Period of cover', plannedPeriodText(params.cover_start_date ?? '')],
  ];
  if (params.cover_type === 'T') {
    rows.push(
      ['Registration number', text(params.veh_registration_no)],
      ['Engine number', text(params.engine_no)],
      ['Chassis number', text(params.chassis_no)],
      ['Purpose of use', params.purpose_of_use],
    );
  } else {
    const ncb = text(params.ncb);
    rows.push(
      ['Year of manufacture', text(params.manufacture_year)],
      ['Market value', sumInsuredText(params.sum_insured)],
      ['Purpose of use', params.purpose_of_use],
      ['Fuel type', text(params.fuel_type)],
      ['No-claims bonus', ncb && ncbText(ncb)],
      ['Registration', REGISTERED[text(params.is_registered)] ?? ''],
      ['Hire purchase', YES_NO[text(params.hire_purchase)] ?? ''],
    );
  }
  return rows.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

/** One line naming the vehicle, shown while the panel is collapsed: 'Toyota Axio 2018'. */
export const quoteHeadline = (params: QuoteParams) =>
  [params.vehicle_make, params.vehicle_model, text(params.manufacture_year)].filter(Boolean).join(' ');
