import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField } from '#web/components/form/fields';

// The visitor's choice to be phoned about the quotes (issue 20, decision 032): a box, unticked, in plain
// words; without it the lead tells staff not to call.

export function CallConsentField() {
  const { t } = useLingui();
  return (
    <CheckboxField
      name="call_consent"
      className="rounded-xl bg-brand-50 p-4"
      label={
        <span className="font-medium">
          <Trans>Call me about these quotes</Trans>
        </span>
      }
      hint={t`One of our team will phone you on this number to go through the quotes and help you choose. Leave it unticked and no one will call you.`}
    />
  );
}
