// Manufacture years offered by the quotation form, newest first. Computed from today rather than stored,
// so the list never goes stale at New Year. The oldest year is the one the quote schemas accept.
export const OLDEST_MANUFACTURE_YEAR = 1960;

export function manufactureYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= OLDEST_MANUFACTURE_YEAR; year--) years.push(year);
  return years;
}
