import { useState } from 'react';
import type { CampaignOffer } from '#domain/campaigns';
import { percentOf } from '#domain/campaigns';
import type { CampaignStats, OfferChangeInput } from '#domain/console/campaigns';
import { offerChangeSchema } from '#domain/console/campaigns';
import { centsOfRupees, formatRupeesOf } from '#domain/money';
import { CheckboxField, fieldGrid, TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { Spinner } from '#web/components/ui/loaded';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useChangeOffer, useOffers } from '../api/campaigns';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';

// /console/campaigns (admins): each bank's card offer on its promotion page, its discount, cap and dates
// changed (decision 061). The page's terms are written from these numbers, in every language. Each offer
// shows its campaign's leads, converted leads, sales and premium (decision 062).

interface OfferForm {
  discount_bp: string;
  cap_rupees: string;
  cap_per_day: boolean;
  max_payments_per_day: string;
  starts_on: string;
  ends_on: string;
}
const FIELDS = ['discount_bp', 'cap_rupees', 'cap_per_day', 'max_payments_per_day', 'starts_on', 'ends_on'];

const formOf = (offer: CampaignOffer): OfferForm => ({
  discount_bp: offer.discount_bp === null ? '' : String(offer.discount_bp),
  cap_rupees: offer.cap_amount === null ? '' : String(centsOfRupees(offer.cap_amount) / 100),
  cap_per_day: offer.cap_per_day,
  max_payments_per_day: offer.max_payments_per_day === null ? '' : String(offer.max_payments_per_day),
  starts_on: offer.starts_on ?? '',
  ends_on: offer.ends_on ?? '',
});
const changeOf = (values: OfferForm): OfferChangeInput => values;

export function CampaignsScreen() {
  usePageTitle('Bank offers | Kavacha console');
  const offers = useOffers();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Bank offers</h1>
      <p className="mt-1 text-slate-700">
        Each bank&apos;s credit card offer on its promotion page. Its terms are written from these numbers.
      </p>
      {offers.isPending ? (
        <Spinner label="Loading the offers…" />
      ) : offers.isError ? (
        <Problem message={problemOf(offers.error)} />
      ) : (
        offers.data.offers.map((offer) => (
          <OfferSection
            key={offer.bank}
            offer={offer}
            stats={offers.data.stats.find((row) => row.bank === offer.bank)}
          />
        ))
      )}
    </>
  );
}

function summary(offer: CampaignOffer) {
  const discount = offer.discount_bp === null ? 'no discount' : `${percentOf(offer.discount_bp)}% off`;
  const cap = offer.cap_amount === null ? '' : `, at most ${formatRupeesOf(offer.cap_amount)}`;
  const perDay = offer.cap_per_day ? ' a day' : '';
  return `${discount}${cap}${perDay}; ${offer.running ? 'running today' : 'not running today'}`;
}

function OfferSection({ offer, stats }: { offer: CampaignOffer; stats: CampaignStats | undefined }) {
  const change = useChangeOffer(offer.bank);
  const [saved, setSaved] = useState<string>();
  const form = useSpecForm<OfferForm>({
    defaultValues: formOf(offer),
    resolver: lazyResolver(async (values) => ({ schema: offerChangeSchema, input: changeOf(values) })),
    onFieldChange: () => setSaved(undefined),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, FIELDS, async (values) => {
    const after = await change.mutateAsync(changeOf(values));
    form.reset(formOf(after));
    setSaved(`Saved: ${summary(after)}.`);
  });
  const page = `/promotions/${offer.campaign_type}/${offer.category}/${offer.bank}/${offer.offer}`;
  const id = `offer-${offer.bank}`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {offer.bank_name} <span className="font-normal text-slate-600">({offer.promo_code})</span>
      </h2>
      <p className="mt-1 text-slate-700">
        {summary(offer)}.{' '}
        <a href={page} className="font-medium text-brand-800 underline hover:no-underline">
          Open its page
        </a>
      </p>
      {stats && (
        <dl
          aria-label={`${offer.bank_name} in numbers`}
          className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm"
        >
          {[
            ['Leads', String(stats.leads)],
            ['Converted', String(stats.converted)],
            ['Sales', String(stats.sales)],
            ['Premium', formatRupeesOf(stats.premium)],
          ].map(([label, value]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="text-slate-600">{label}:</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Notice message={saved} />
      <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-5">
        <Problem message={problem} />
        <div className={fieldGrid}>
          <TextField
            name="discount_bp"
            label="Discount (basis points)"
            hint="1500 is 15%. Empty: no discount."
            inputMode="numeric"
          />
          <TextField name="cap_rupees" label="Cap (rupees)" hint="Empty: no cap." inputMode="numeric" />
          <TextField
            name="max_payments_per_day"
            label="Payments a day"
            hint="Empty: no limit."
            inputMode="numeric"
          />
          <CheckboxField name="cap_per_day" label="The cap counts a card's discounts of a day together" />
          <TextField name="starts_on" label="First day" hint="yyyy-mm-dd. Empty: no date." />
          <TextField name="ends_on" label="Last day" hint="yyyy-mm-dd. Empty: no date." />
        </div>
        <FormActions
          submitting={form.formState.isSubmitting}
          submitLabel={`Save ${offer.bank_name}'s offer`}
        />
      </SpecForm>
    </section>
  );
}
