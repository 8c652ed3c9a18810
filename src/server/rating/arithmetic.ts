// Premium arithmetic in integer cents and basis points (1 bp = 0.01%, so 250 bp = 2.5%).
//
// The rounding rule: every line of a breakdown is computed exactly and then rounded once to the nearest
// cent, halves away from zero (Rs. 10.005 -> Rs. 10.01, -Rs. 10.005 -> -Rs. 10.01). Totals are sums of
// rounded lines, so the lines a customer sees always add up to the total they pay.

const BP_PER_UNIT = 10_000n;
const BP_PER_UNIT_NUMBER = 10_000;

/** `cents` x `bp` / 10000, rounded half away from zero; exact for any safe integer amount. */
export function applyRate(cents: number, bp: number): number {
  const product = cents * bp;
  // Integers below 2^53 are exact in doubles, as are their quotient and remainder; larger products
  // (sums insured of many billions) take the BigInt path.
  if (!Number.isSafeInteger(product)) return applyRateExactly(cents, bp);
  const magnitude = Math.abs(product);
  const whole = Math.floor(magnitude / BP_PER_UNIT_NUMBER);
  const rounded = magnitude - whole * BP_PER_UNIT_NUMBER >= BP_PER_UNIT_NUMBER / 2 ? whole + 1 : whole;
  return product < 0 ? 0 - rounded : rounded;
}

function applyRateExactly(cents: number, bp: number): number {
  const product = BigInt(cents) * BigInt(bp);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + BP_PER_UNIT) / (BP_PER_UNIT * 2n);
  return Number(product < 0n ? -rounded : rounded);
}

export const sum = (amounts: readonly number[]): number =>
  amounts.reduce((total, amount) => total + amount, 0);
