import { TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { MarketValueRange } from '#domain/motor/market-value';
import { MARKET_VALUE_MESSAGES, marketValueWarning } from '#domain/motor/market-value';
import { MIN_SUM_INSURED } from '#domain/motor/quote-defaults';
import { useTranslateText } from '#web/i18n/translate';
import { TextField } from './fields';
import { rupeesOf, withThousands } from './whole-rupees';

// The estimated market value, `sum_insured` (motor section 2.1), wherever a form asks it: the typical
// range for the make, model and year when the reference data has one, and a warning, never a refusal,
// when the value is far outside it (decision 031). The digits are grouped as they are typed.

interface MarketValueFieldProps {
  /** The typical range, when known. */
  range: MarketValueRange | null | undefined;
  /** The vehicle the range is for: '2018 Toyota Axio'. */
  vehicle: string;
}

export function MarketValueField({ range, vehicle }: MarketValueFieldProps) {
  const value = rupeesOf(useWatch({ name: 'sum_insured' }) as string);
  const { t } = useLingui();
  const translate = useTranslateText();
  const found = range && value !== undefined ? marketValueWarning(value, range) : undefined;
  const warning = found && translate(found);
  const minimum = withThousands(String(MIN_SUM_INSURED));
  return (
    <TextField
      name="sum_insured"
      label={t`Estimated market value (Rs.)`}
      hint={
        <>
          {range
            ? MARKET_VALUE_MESSAGES.typical(vehicle, range)
            : t`What the vehicle would sell for today, in whole rupees above ${minimum}, e.g. 6,500,000.`}
          {/* Always in the page, so a warning that appears is announced. */}
          <span role="status" className="mt-1 flex items-start gap-1.5 font-medium text-amber-900">
            {warning && <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            {warning}
          </span>
        </>
      }
      inputMode="numeric"
      autoComplete="off"
      groupDigits
      tidy={withThousands}
    />
  );
}
