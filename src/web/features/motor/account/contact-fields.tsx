import { Trans, useLingui } from '@lingui/react/macro';
import { TITLES } from '#domain/people/title-list';
import { MobileField, NameField, SelectField, TextField } from '#web/components/form/fields';
import { secondaryButton } from '#web/components/ui/buttons';
import { useTranslateText } from '#web/i18n/translate';

// Step 1 of section 2.5: who asks for the code. Once a code is sent the number is locked (the code and
// its proof belong to it); Change number starts the verification again.

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));

interface ContactFieldsProps {
  /** The number has a code sent to it, or is verified. */
  locked: boolean;
  onChangeNumber: () => void;
}

export function ContactFields({ locked, onChangeNumber }: ContactFieldsProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  return (
    <div className="space-y-5">
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <SelectField
          name="title"
          label={t`Title`}
          options={TITLE_OPTIONS.map((option) => ({ value: option.value, label: translate(option.label) }))}
        />
        <NameField name="name_initials" label={t`Name with initials`} />
      </div>
      <div>
        <MobileField
          name="mobile_number"
          label={t`Mobile number`}
          hint={
            locked
              ? t`The code was sent to this number. To use another, change the number.`
              : t`The 9 digits after 94, e.g. 771234567 (+94 77 123 4567 is fine too). We send a one-time code to it by SMS.`
          }
          readOnly={locked}
        />
        {locked && (
          <button type="button" onClick={onChangeNumber} className={`${secondaryButton} mt-2`}>
            <Trans>Change number</Trans>
          </button>
        )}
      </div>
      <TextField name="email" label={t`E-mail`} type="email" autoComplete="email" spellCheck={false} />
    </div>
  );
}
