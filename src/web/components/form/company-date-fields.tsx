import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useTranslateText } from '#web/i18n/translate';
import type { SelectOption } from './fields';
import { SelectField, TextField, fieldGrid } from './fields';

// A company chosen from a list the server gives, and a day within a range (the renewal's insurer and
// policy end, the lease's company and lease end). While the list loads the select says so; when it
// cannot load, the hint says why and what to do.

interface CompanyDateFieldsProps {
  company: {
    name: string;
    label: string;
    placeholder: string;
    /** The list as the failure names it: "We couldn't list the {listName}". */
    listName: string;
    options: readonly SelectOption[] | undefined;
    loading: boolean;
    /** Why the list could not be had, if it could not. */
    error: string | undefined;
  };
  date: { name: string; label: string; hint: string; range: { min: string; max: string } };
  /** Fields between the two, such as the leasing company's branch. */
  children?: ReactNode;
}

export function CompanyDateFields({ company, date, children }: CompanyDateFieldsProps) {
  const { error } = company;
  const { t } = useLingui();
  const translate = useTranslateText();
  const listName = company.listName;
  const reason = error && translate(error);
  return (
    <div className={fieldGrid}>
      <SelectField
        name={company.name}
        label={company.label}
        placeholder={company.placeholder}
        hint={reason && t`We couldn't list the ${listName} (${reason}). Reload the page to try again.`}
        loading={company.loading && !error}
        options={company.options ?? []}
      />
      {children}
      <TextField
        name={date.name}
        label={date.label}
        type="date"
        min={date.range.min}
        max={date.range.max}
        hint={date.hint}
      />
    </div>
  );
}
