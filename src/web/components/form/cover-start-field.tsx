import { COVER_START_DAYS_AHEAD } from '#domain/dates';
import { coverStartRange } from '#domain/motor/cover-period';
import { TextField } from './fields';

/** The day cover starts (decision 037): today to 30 days ahead; a renewal starts on its renewal date. */
export function CoverStartField() {
  const range = coverStartRange();
  return (
    <TextField
      name="cover_start_date"
      label="Cover starts on"
      type="date"
      min={range.min}
      max={range.max}
      hint={`Today or up to ${COVER_START_DAYS_AHEAD} days ahead. Cover that starts today runs from the time your cover note is issued; a renewal starts on its renewal date.`}
    />
  );
}
