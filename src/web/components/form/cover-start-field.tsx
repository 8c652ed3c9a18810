import { COVER_START_DAYS_AHEAD } from '#domain/dates';
import { useLingui } from '@lingui/react/macro';
import { coverStartRange } from '#domain/motor/cover-period';
import { TextField } from './fields';

/** The day cover starts (decision 037): today to 30 days ahead; a renewal starts on its renewal date. */
export function CoverStartField() {
  const range = coverStartRange();
  const { t } = useLingui();
  const days = COVER_START_DAYS_AHEAD;
  return (
    <TextField
      name="cover_start_date"
      label={t`Cover starts on`}
      type="date"
      min={range.min}
      max={range.max}
      hint={t`Today or up to ${days} days ahead. Cover that starts today runs from the time your cover note is issued; a renewal starts on its renewal date.`}
    />
  );
}
