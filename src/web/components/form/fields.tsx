import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupThousands } from '#domain/money';
import { NAME_HINT, NAME_MAX_LENGTH } from '#domain/people/name';
import { useTranslateText } from '#web/i18n/translate';
import { tidyMobile } from './tidy-mobile';

// Form fields over React Hook Form's context: a visible label, an optional hint, and the field's error
// under it, tied to the control by aria-describedby so a screen reader reads it with the field.

/** The look of a text box. */
export const controlLook =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** Two columns of fields from small screens up. */
export const fieldGrid = 'grid gap-x-6 gap-y-5 sm:grid-cols-2';

/** The field's error in the page's language: the shared schemas and the server give it in English. */
function useFieldMessage(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const translate = useTranslateText();
  // A nested field ('texts.si.header') has its error nested too.
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? translate(message) : undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** The ids the control names in aria-describedby: its hint, then its error. */
function describedBy(id: string, hint: ReactNode, message: string | undefined) {
  return [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

function Frame({
  id,
  label,
  hint,
  message,
  className,
  children,
}: Omit<FieldProps, 'name'> & { id: string; message: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> {
  /** A fixed text shown before the box and not typed, such as the mobile prefix '94'. */
  prefix?: string;
  /** Tidies the typed text when the field is left ('1500000' to '1,500,000'). */
  tidy?: (value: string) => string;
  /** Groups a number's digits with commas as it is typed, the caret staying after the same digit. */
  groupDigits?: boolean;
}

/** '6500000' typed becomes '6,500,000' in the box; text other than digits and commas is left alone. */
function groupAsTyped(input: HTMLInputElement) {
  const { value, selectionStart } = input;
  if (!/^[\d,]+$/.test(value)) return;
  const grouped = groupThousands(value.replaceAll(',', ''));
  if (grouped === value) return;
  const digitsBefore = value.slice(0, selectionStart ?? value.length).replaceAll(',', '').length;
  let caret = 0;
  for (let seen = 0; caret < grouped.length && seen < digitsBefore; caret++)
    if (grouped[caret] !== ',') seen++;
  input.value = grouped;
  input.setSelectionRange(caret, caret);
}

export function TextField({
  name,
  label,
  hint,
  className,
  prefix,
  tidy,
  groupDigits,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const field = register(name);
  // Tidied in the box before the form reads it on blur, so the check runs on the tidied text.
  const onBlur: typeof field.onBlur = (event) => {
    const tidied = tidy?.(event.target.value);
    if (tidied !== undefined && tidied !== event.target.value) event.target.value = tidied;
    return field.onBlur(event);
  };
  const onChange: typeof field.onChange = (event: { target: HTMLInputElement }) => {
    if (groupDigits) groupAsTyped(event.target);
    return field.onChange(event);
  };
  const box = (
    <input
      id={id}
      {...input}
      {...field}
      onChange={onChange}
      onBlur={onBlur}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, hint, message)}
      className={`${controlLook} read-only:bg-slate-100 ${prefix ? 'rounded-l-none' : ''}`}
    />
  );
  return (
    <Frame id={id} label={label} hint={hint} message={message} className={className}>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-100 px-3 font-medium text-slate-800">
            {prefix}
          </span>
          {box}
        </div>
      ) : (
        box
      )}
    </Frame>
  );
}

/** A mobile number after the fixed 94 prefix: the numeric keypad, tidied to its nine digits as typed. */
export function MobileField(props: Omit<TextFieldProps, 'prefix' | 'inputMode' | 'autoComplete' | 'tidy'>) {
  return (
    <TextField {...props} prefix="94" inputMode="numeric" autoComplete="tel-national" tidy={tidyMobile} />
  );
}

/**
 * A person's name: the one name rule said under the box, with a count of the characters used so a name
 * longer than the cap shows before the check says so.
 */
export function NameField(props: Omit<TextFieldProps, 'hint' | 'autoComplete'>) {
  const value: unknown = useWatch({ name: props.name });
  const used = typeof value === 'string' ? value.trim().length : 0;
  const over = used > NAME_MAX_LENGTH;
  const translate = useTranslateText();
  return (
    <TextField
      {...props}
      autoComplete="name"
      hint={
        <span className="flex justify-between gap-3">
          <span>{translate(NAME_HINT)}</span>
          <span className={`shrink-0 tabular-nums ${over ? 'font-medium text-red-700' : ''}`}>
            {used}/{NAME_MAX_LENGTH}
            <span className="sr-only">
              {' '}
              <Trans>characters</Trans>
            </span>
          </span>
        </span>
      }
    />
  );
}

/** A longer text (what happened), with its count of characters against `maxLength`. */
export function TextAreaField({
  name,
  label,
  maxLength,
  rows = 4,
  className,
}: FieldProps & { maxLength: number; rows?: number }) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const value: unknown = useWatch({ name });
  const used = typeof value === 'string' ? value.trim().length : 0;
  return (
    <Frame
      id={id}
      label={label}
      hint={
        <span className="tabular-nums">
          {used}/{maxLength}
          <span className="sr-only">
            {' '}
            <Trans>characters</Trans>
          </span>
        </span>
      }
      message={message}
      className={className}
    >
      <textarea
        id={id}
        rows={rows}
        {...register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, true, message)}
        className={controlLook}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** The empty first choice, for fields without a default. */
  placeholder?: string;
  /** While the options load, the box keeps its place and its value and says so. */
  loading?: boolean;
  disabled?: boolean;
  /** Runs after the form holds the new value: the clearing rules of the vehicle type and make. */
  onValueChange?: (value: string) => void;
}

/** A select whose value lives in the form, so a stored value shows as soon as its options arrive. */
export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  loading,
  disabled,
  onValueChange,
}: SelectFieldProps) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController({ name });
  const { t } = useLingui();
  const message = useFieldMessage(name);
  return (
    <Frame id={id} label={label} hint={hint} message={message} className={className}>
      <select
        id={id}
        ref={ref}
        name={fieldName}
        value={value as string}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        className={controlLook}
      >
        {loading ? (
          <option value={value as string}>{t`Loading…`}</option>
        ) : (
          <>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
    </Frame>
  );
}

export interface ChoiceFieldProps extends Omit<FieldProps, 'label'> {
  legend: string;
  options: readonly SelectOption[];
}

/** Radio buttons for a choice of two or three, each a real input with its own label. */
export function ChoiceField({ name, legend, hint, options, className }: ChoiceFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  return (
    <fieldset className={className} aria-describedby={describedBy(id, hint, message)}>
      <legend className="mb-1.5 font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={option.value}
              {...register(name)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/** A box to tick, its label beside it and as large a target; a hint under the label; its error under it. */
export function CheckboxField({ name, label, hint, className = '' }: FieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...register(name)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="cursor-pointer text-slate-900">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
