import { useWatch } from 'react-hook-form';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegistrationFormat } from '#domain/motor/registration-formats';
import {
  PROVINCES,
  REGISTRATION_FORMATS,
  assembleRegistrationNumber,
  hasProvince,
} from '#domain/motor/registration-formats';
import { SelectField, TextField, fieldGrid } from '#web/components/form/fields';
import { registrationFormatOf } from './stored-quote-form';

// The third-party fields (motor section 2.1), also the proposal's (section 2.6): the registration format
// and its parts, then the engine and chassis numbers. Each format's own text is the example of its parts
// ('WP ABC-1234': a province, three letters, four digits), so the boxes take their sizes and placeholders
// from it.

const FIXED_SERIES = 'SRI';

// Province, letters and number; two numbers; or two numbers around the fixed series.
const PART_COLUMNS: Record<RegistrationFormat, string> = {
  'WP ABC-1234': 'grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)_minmax(0,1fr)]',
  'WP AB-1234': 'grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)_minmax(0,1fr)]',
  '302-1234': 'grid-cols-2',
  '10-SRI-1234': 'grid-cols-[minmax(0,1fr)_minmax(0,4.5rem)_minmax(0,1fr)]',
};

interface Part {
  name: 'veh_reg_format_2' | 'veh_reg_format_3';
  label: MessageDescriptor;
  example: string;
}

/** The typed parts of a format: for '10-SRI-1234', '10' and '1234' around the fixed 'SRI'. */
function typedParts(format: RegistrationFormat): [Part, Part] {
  const examples = format.split(/[ -]/).filter((part) => part !== FIXED_SERIES);
  const [second = '', third = ''] = hasProvince(format) ? examples.slice(1) : examples;
  const digits = /^\d+$/.test(second);
  return [
    { name: 'veh_reg_format_2', label: digits ? msg`First number` : msg`Letters`, example: second },
    { name: 'veh_reg_format_3', label: digits ? msg`Second number` : msg`Number`, example: third },
  ];
}

const partField = (part: Part, i18n: I18n) => (
  <TextField
    key={part.name}
    name={part.name}
    label={i18n._(part.label)}
    placeholder={part.example}
    maxLength={part.example.length}
    autoComplete="off"
    autoCapitalize="characters"
    spellCheck={false}
  />
);

/** `registered` false leaves out the plate: a vehicle not registered yet has only its engine and chassis. */
export function RegistrationFields({ registered = true }: { registered?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      {registered && <PlateFields />}
      <div className={fieldGrid}>
        <TextField name="engine_no" label={t`Engine number`} autoComplete="off" spellCheck={false} />
        <TextField name="chassis_no" label={t`Chassis number`} autoComplete="off" spellCheck={false} />
      </div>
    </div>
  );
}

function PlateFields() {
  const { t, i18n } = useLingui();
  const [formatValue, part1, part2, part3] = useWatch({
    name: ['veh_reg_format', 'veh_reg_format_1', 'veh_reg_format_2', 'veh_reg_format_3'],
  }) as [string, string, string, string];
  const format = registrationFormatOf(formatValue);
  const withProvince = hasProvince(format);
  const [second, third] = typedParts(format);
  // Shown once every part is there, so it never reads like '-B1-'.
  const complete = Boolean((!withProvince || part1) && part2 && part3);
  const number = complete ? assembleRegistrationNumber(format, part1, part2, part3) : '';

  return (
    <>
      <div className={fieldGrid}>
        <SelectField
          name="veh_reg_format"
          label={t`Registration format`}
          options={REGISTRATION_FORMATS.map((value) => ({ value, label: value }))}
        />
      </div>
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900">
          <Trans>Registration number</Trans>
        </legend>
        <div className={`grid items-start gap-3 ${PART_COLUMNS[format]}`}>
          {withProvince && (
            <SelectField
              name="veh_reg_format_1"
              label={t`Province`}
              placeholder="--"
              options={PROVINCES.map((value) => ({ value, label: value }))}
            />
          )}
          {partField(second, i18n)}
          {format === '10-SRI-1234' && (
            <div>
              <span aria-hidden="true" className="mb-1.5 block font-medium text-slate-900">
                <Trans>Series</Trans>
              </span>
              <input
                value={FIXED_SERIES}
                disabled
                aria-label={t`Series, fixed: SRI`}
                className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-center text-base font-semibold text-slate-700"
              />
            </div>
          )}
          {partField(third, i18n)}
        </div>
        {number && (
          <p className="mt-3 text-slate-700">
            <Trans>
              Registration number:{' '}
              <output name="veh_registration_no" className="font-semibold text-slate-900">
                {number}
              </output>
            </Trans>
          </p>
        )}
      </fieldset>
    </>
  );
}
