// The personal policies card's circular day counter (content section 2, 'Personal policies page'): the
// whole days from now to the policy's expiry, the ring filled by days out of 360, red when the policy has
// expired (zero or fewer days) and green otherwise; the number shown is the days' absolute value.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The spec's ring: a full circle is 360 days. */
export const RING_DAYS = 360;

export interface DayCounter {
  /** Whole days left: negative once the expiry has passed. */
  days: number;
  /** The days shown, without their sign. */
  shown: number;
  /** How much of the ring is filled, 0 to 1. */
  fill: number;
  expired: boolean;
}

/** The counter of a policy expiring at `expiry` (an ISO date or date-time), seen at `now`. */
export function dayCounter(expiry: string, now: Date): DayCounter {
  const days = Math.floor((new Date(expiry).getTime() - now.getTime()) / DAY_MS);
  return {
    days,
    shown: Math.abs(days),
    fill: Math.min(1, Math.abs(days) / RING_DAYS),
    expired: days <= 0,
  };
}
