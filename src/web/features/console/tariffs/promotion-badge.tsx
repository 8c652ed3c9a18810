import type { Promotion } from '#domain/console/tariffs';

// A promotion's badge as the quotes show it (white text on its colour), and its cover types in words.

export const COVER_NAMES = { C: 'Full insurance', T: 'Third party' } as const;

export const Badge = ({ promotion }: { promotion: Pick<Promotion, 'status' | 'value' | 'color'> }) => (
  <span
    className="inline-flex flex-col rounded-lg px-2 py-1 text-xs font-semibold text-white"
    style={{ backgroundColor: promotion.color }}
  >
    <span>{promotion.status}</span>
    <span>{promotion.value}</span>
  </span>
);
