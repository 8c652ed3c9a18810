import type { FormEvent } from 'react';
import { useId } from 'react';
import { secondaryButton } from '#web/components/ui/buttons';
import type { Changes } from './console-table';

// The filters above a console table: each one a value of the URL's query (useTableQuery), so choosing
// one goes back to the table's first page.

const fieldLook = 'min-h-11 rounded-lg border border-slate-400 bg-white px-3';

export interface Choice {
  value: string;
  label: string;
}

/** A choice among `choices`, kept in the query's `name`; '' is none (the value is dropped from the URL). */
export function FilterSelect({
  label,
  name,
  value,
  choices,
  change,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  choices: Choice[];
  change: (changes: Changes) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => change({ [name]: event.target.value, page: 1 })}
        className={`${fieldLook} w-full`}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text the table is searched or filtered by, kept in the query's `name` once submitted. */
export function SearchForm({
  label,
  hint,
  name = 'q',
  value,
  maxLength,
  button = 'Search',
  change,
}: {
  label: string;
  hint?: string;
  name?: string;
  value: string | undefined;
  maxLength?: number;
  button?: string;
  change: (changes: Changes) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ [name]: String(new FormData(event.currentTarget).get(name)).trim(), page: 1 });
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-full flex-wrap items-end gap-2">
      <div className="flex max-w-full flex-col gap-1">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        )}
        <input
          id={id}
          name={name}
          type="search"
          key={value}
          defaultValue={value}
          maxLength={maxLength}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${fieldLook} w-72 max-w-full`}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        {button}
      </button>
    </form>
  );
}
