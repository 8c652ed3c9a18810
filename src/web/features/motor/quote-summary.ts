import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { translateText } from '#domain/i18n';
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

/** A text the shared domain gives in English (a vehicle type's label), in the page's language. */

const NCB_WORDS: Record<string, MessageDescriptor> = {
  '0': msg`None`,
  '1': msg`1 year`,
  '5': msg`5 years or more`,
};
function ncbText(i18n: I18n, years: string): string {
  const words = NCB_WORDS[years];
  if (words) return i18n._(words);
  const count = Number(years);
  return Number.isInteger(count)
    ? i18n._(msg`${plural(count, { one: '# year', other: '# years' })}`)
    : i18n._(msg`${years} years`);
}

function sumInsuredText(value: unknown): string {
  const rupees = Number(text(value));
  return Number.isSafeInteger(rupees) && rupees > 0 ? formatRupees(rupeesToCents(rupees)) : '';
}

const YES_NO: Record<string, MessageDescriptor> = { YES: msg`Yes`, NO: msg`No` };
const REGISTERED: Record<string, MessageDescriptor> = { R: msg`Registered`, U: msg`Not registered` };
const say = (i18n: I18n, words: MessageDescriptor | undefined) => (words ? i18n._(words) : '');

/** The rows to show, in order, in i18n's language; a parameter the quote does not have is left out. */
export function quoteDetailRows(params: QuoteParams, i18n: I18n): DetailRow[] {
  const route = quoteRoute(params);
  const rows: [string, string][] = [
    [
      i18n._(msg`Vehicle type`),
      route ? translateText(vehicleLabel(route.vehicleType), i18n) : params.vehicle_type,
    ],
    [i18n._(msg`Insurance type`), route ? translateText(insuranceLabel(route.insuranceType), i18n) : ''],
    [i18n._(msg`Make`), params.vehicle_make],
    [i18n._(msg`Model`), params.vehicle_model],
    // Absent for an electric vehicle and for quotes made before it was asked.
    [
      i18n._(msg`Engine capacity`),
      params.engine_capacity === undefined ? '' : engineCapacityText(params.engine_capacity),
    ],
    // Quotes made before it was asked start on the day of issue; a renewal starts on its renewal date.
    [i18n._(msg`Period of cover`), plannedPeriodText(params.cover_start_date ?? '')],
  ];
  if (params.cover_type === 'T') {
    rows.push(
      [i18n._(msg`Registration number`), text(params.veh_registration_no)],
      [i18n._(msg`Engine number`), text(params.engine_no)],
      [i18n._(msg`Chassis number`), text(params.chassis_no)],
      [i18n._(msg`Purpose of use`), translateText(params.purpose_of_use, i18n)],
    );
  } else {
    const ncb = text(params.ncb);
    rows.push(
      [i18n._(msg`Year of manufacture`), text(params.manufacture_year)],
      [i18n._(msg`Market value`), sumInsuredText(params.sum_insured)],
      [i18n._(msg`Purpose of use`), translateText(params.purpose_of_use, i18n)],
      [i18n._(msg`Fuel type`), translateText(text(params.fuel_type), i18n)],
      [i18n._(msg`No-claims bonus`), ncb && ncbText(i18n, ncb)],
      [i18n._(msg`Registration`), say(i18n, REGISTERED[text(params.is_registered)])],
      [i18n._(msg`Hire purchase`), say(i18n, YES_NO[text(params.hire_purchase)])],
    );
  }
  return rows.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

/** One line naming the vehicle, shown while the panel is collapsed: 'Toyota Axio 2018'. */
export const quoteHeadline = (params: QuoteParams) =>
  [params.vehicle_make, params.vehicle_model, text(params.manufacture_year)].filter(Boolean).join(' ');
