import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { tileColours } from '#web/components/ui/tile-colours';

// A quotation carries up to two promotion badges, each with its own colour (motor section 2.3). Colours
// are data that operators set, so the text colour is chosen for contrast rather than trusted.

/** Section 9: company FIL is labelled Without Agent, whether or not a promotion says so. */
const WITHOUT_AGENT = { company: 'FIL', status: 'Without Agent', label: msg`Without Agent` } as const;

export interface Badge {
  status: string;
  value: string;
  background: string;
  text: string;
  /** A badge of the site's own, shown translated; a promotion's status is shown as it came. */
  label?: MessageDescriptor;
}

const badge = (status: string, value: string | null, color: string | null): Badge => {
  const colours = tileColours(color ?? '');
  return { status, value: value ?? '', background: colours.background, text: colours.text };
};

export function promotionBadges(item: QuotationItem): Badge[] {
  const badges: Badge[] = [];
  if (item.promotion_status)
    badges.push(badge(item.promotion_status, item.promotion_value, item.promotion_color));
  if (item.promotion_2_status)
    badges.push(badge(item.promotion_2_status, item.promotion_2_value, item.promotion_2_color));
  const labelled = badges.some((shown) => shown.status === WITHOUT_AGENT.status);
  if (item.company_code === WITHOUT_AGENT.company && !labelled)
    badges.unshift({ ...badge(WITHOUT_AGENT.status, null, null), label: WITHOUT_AGENT.label });
  return badges;
}
