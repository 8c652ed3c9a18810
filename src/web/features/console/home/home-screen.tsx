import { useState } from 'react';
import type { ConsoleHome, HomeList, HomeRow, HomeSettings } from '#domain/console/home';
import { HOME_LIST_CHANGES, HOME_WORD_LIMITS, homeSettingsSchema } from '#domain/console/home';
import { LOCALES } from '#domain/i18n';
import type { Locale } from '#domain/i18n';
import { CheckboxField, fieldGrid, SelectField, TextAreaField, TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { Spinner } from '#web/components/ui/loaded';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useChangeHomeRow, useChangeHomeSettings, useHomeRows } from '../api/home';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';

// /console/home (admins): the home page's slides, testimonials and featured deals, each with its place,
// links, pictures and words in English, Sinhala and Tamil, and the Featured Deals switch (decision 064).
// A change shows on the home page at once on this instance (its render is forgotten).

const LANGUAGES: Record<Locale, string> = { en: 'English', si: 'Sinhala (සිංහල)', ta: 'Tamil (தமிழ்)' };

/** What each list's form shows: its links and pictures, its words (long ones in a text area), its title. */
const LISTS: {
  [List in HomeList]: {
    title: string;
    item: string;
    addresses: { name: string; label: string }[];
    words: Record<keyof (typeof HOME_WORD_LIMITS)[List], { label: string; long?: true }>;
    name: (row: HomeRow<List>) => string;
  };
} = {
  slides: {
    title: 'Carousel slides',
    item: 'Slide',
    addresses: [
      { name: 'header_url', label: 'Header link' },
      { name: 'bottom_text_url', label: 'Button link' },
      { name: 'web_image_url', label: 'Picture for wide screens (1280 × 400)' },
      { name: 'mobile_image_url', label: 'Picture for phones (720 × 360)' },
    ],
    words: {
      header: { label: 'Header' },
      description: { label: 'Description', long: true },
      bottom_text: { label: 'Button' },
    },
    name: (row) => row.texts.en?.header ?? '',
  },
  testimonials: {
    title: 'What our clients say',
    item: 'Testimonial',
    addresses: [{ name: 'user_img_url', label: 'Picture' }],
    words: { user_name: { label: 'Signature' }, comment: { label: 'Comment', long: true } },
    name: (row) => row.texts.en?.user_name ?? '',
  },
  deals: {
    title: 'Featured deals',
    item: 'Deal',
    addresses: [
      { name: 'image_url', label: 'Picture' },
      { name: 'quote_url', label: 'Get a quote link' },
      { name: 'read_more_url', label: 'Read more link' },
    ],
    words: { header: { label: 'Header' }, paragraph: { label: 'Paragraph', long: true } },
    name: (row) => row.texts.en?.header ?? '',
  },
};
const ADDRESS_HINT = 'A path of this site (/…) or an https:// address.';

export function HomeScreen() {
  usePageTitle('Home page | Kavacha console');
  const home = useHomeRows();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Home page</h1>
      <p className="mt-1 text-slate-700">
        The home page&apos;s slides, testimonials and featured deals, in each language. A language left empty
        shows the English words. Smaller places come first.{' '}
        <a href="/" className="font-medium text-brand-800 underline hover:no-underline">
          Open the home page
        </a>
      </p>
      {home.isPending ? (
        <Spinner label="Loading the home page…" />
      ) : home.isError ? (
        <Problem message={problemOf(home.error)} />
      ) : (
        <>
          <SettingsForm settings={home.data} />
          <ListSection list="slides" home={home.data} />
          <ListSection list="testimonials" home={home.data} />
          <ListSection list="deals" home={home.data} />
        </>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: HomeSettings }) {
  const change = useChangeHomeSettings();
  const [saved, setSaved] = useState<string>();
  const form = useSpecForm<HomeSettings>({
    defaultValues: { show_featured_deals: settings.show_featured_deals },
    resolver: lazyResolver(async (values) => ({ schema: homeSettingsSchema, input: values })),
    onFieldChange: () => setSaved(undefined),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['show_featured_deals'], async (values) => {
    const after = await change.mutateAsync(values);
    form.reset(after);
    setSaved(
      after.show_featured_deals
        ? 'Saved: the featured deals are shown.'
        : 'Saved: the featured deals are hidden.',
    );
  });
  return (
    <section
      aria-labelledby="home-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="home-settings" className="text-lg font-semibold text-slate-900">
        Settings
      </h2>
      <Notice message={saved} />
      <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-5">
        <Problem message={problem} />
        <CheckboxField
          name="show_featured_deals"
          label="Show the Featured Deals on the home page"
          hint="The spec hides them; tick to show them under the partners."
        />
        <FormActions submitting={form.formState.isSubmitting} submitLabel="Save the settings" />
      </SpecForm>
    </section>
  );
}

function ListSection<List extends HomeList>({ list, home }: { list: List; home: ConsoleHome }) {
  const rows = home[list] as HomeRow<List>[];
  const id = `home-${list}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {LISTS[list].title}
      </h2>
      {rows.map((row, index) => (
        <RowForm key={row.id} list={list} row={row} number={index + 1} />
      ))}
    </section>
  );
}

type RowValues = Record<string, unknown> & { texts: Record<Locale, Record<string, string>> };

/** The form's values of a row: numbers and none as text, a language without words as empty fields. */
function valuesOf<List extends HomeList>(list: List, row: HomeRow<List>): RowValues {
  const { id: _id, sort, texts, ...fields } = row as HomeRow<HomeList>;
  const empty = Object.fromEntries(Object.keys(HOME_WORD_LIMITS[list]).map((key) => [key, '']));
  return {
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ''])),
    sort: String(sort),
    texts: Object.fromEntries(
      LOCALES.map((locale) => [locale, (texts[locale] as Record<string, string> | null) ?? empty]),
    ) as RowValues['texts'],
  };
}

function RowForm<List extends HomeList>({
  list,
  row,
  number,
}: {
  list: List;
  row: HomeRow<List>;
  number: number;
}) {
  const shape = LISTS[list];
  const change = useChangeHomeRow(list, row.id);
  const [saved, setSaved] = useState<string>();
  const form = useSpecForm<RowValues>({
    defaultValues: valuesOf(list, row),
    resolver: lazyResolver(async (values) => ({ schema: HOME_LIST_CHANGES[list], input: values })),
    onFieldChange: () => setSaved(undefined),
  });
  const wordNames = Object.keys(shape.words) as (keyof typeof shape.words & string)[];
  const fields = [
    'sort',
    'badge',
    ...shape.addresses.map(({ name }) => name),
    ...LOCALES.flatMap((locale) => wordNames.map((name) => `texts.${locale}.${name}`)),
  ];
  const { onSubmit, problem } = useConsoleSubmit(form, fields, async (values) => {
    const after = await change.mutateAsync(values as never);
    form.reset(valuesOf(list, after));
    setSaved(`Saved ${shape.item.toLowerCase()} ${number}.`);
  });
  const title = `${shape.item} ${number}: ${shape.name(row)}`;
  const id = `home-${list}-${row.id}`;
  return (
    <section aria-labelledby={id} className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <Notice message={saved} />
      <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-5">
        <Problem message={problem} />
        <div className={fieldGrid}>
          <TextField name="sort" label="Place" hint="0 to 999; smaller first." inputMode="numeric" />
          {list === 'deals' && (
            <SelectField
              name="badge"
              label="Badge"
              options={[
                { value: '', label: 'None' },
                { value: 'FEATURED', label: 'FEATURED' },
                { value: 'POPULAR', label: 'POPULAR' },
              ]}
            />
          )}
          {shape.addresses.map(({ name, label }) => (
            <TextField key={name} name={name} label={label} hint={ADDRESS_HINT} />
          ))}
        </div>
        {LOCALES.map((locale) => (
          <fieldset key={locale} lang={locale} className="rounded-xl border border-slate-200 p-4">
            <legend lang="en" className="px-1 font-semibold text-slate-900">
              {LANGUAGES[locale]}
            </legend>
            {locale !== 'en' && (
              <p lang="en" className="text-sm text-slate-700">
                Leave every field empty to show the English words.
              </p>
            )}
            <div className="mt-3 space-y-5">
              {wordNames.map((name) => {
                const { label, long } = shape.words[name] as { label: string; long?: true };
                const max = (HOME_WORD_LIMITS[list] as Record<string, number>)[name]!;
                return long ? (
                  <TextAreaField
                    key={name}
                    name={`texts.${locale}.${name}`}
                    label={label}
                    maxLength={max}
                    rows={3}
                  />
                ) : (
                  <TextField key={name} name={`texts.${locale}.${name}`} label={label} />
                );
              })}
            </div>
          </fieldset>
        ))}
        <FormActions
          submitting={form.formState.isSubmitting}
          submitLabel={`Save ${shape.item.toLowerCase()} ${number}`}
        />
      </SpecForm>
    </section>
  );
}
