import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { useAuthKey } from '../api/get-auth-key';
import { useQuoteParams } from '../api/get-quote-params';
import type { MotorRoute } from '../motor-path';
import { motorPath, motorRouteOrDefault, motorTitle } from '../motor-path';
import { quoteRoute } from '../quote-summary';
import { readStoredForm, rememberQuote } from '../stored-quote-form';
import { FROM_HOME, QuoteForm } from './quote-form';
import {
  clearedForVehicleType,
  pickQuoteValues,
  valuesFromParams,
  withCoverStart,
} from './quote-form-values';
import { QuoteFormSkeleton } from './quote-form-skeleton';
import { RenewalNotice } from './renewal-notice';

// Motor section 2.1: /motor/{vehicle_type}/{insurance_type}/Quotation?unq_hash=&promo=&channel=.
// A path with spaces ('Three Wheeler') is rewritten to its hyphenated form; a type the site does not know
// is replaced by the default's (Car, full insurance), so a mistyped link still lands on a usable form.

const sameRoute = (a: MotorRoute, b: MotorRoute) =>
  a.vehicleType === b.vehicleType && a.insuranceType === b.insuranceType;

/** An unq_hash worth asking about: 'undefined' is what a broken link puts there. */
const usableHash = (hash: string | null) => (hash && hash !== 'undefined' ? hash : undefined);

export function Component() {
  const { t } = useLingui();
  const translate = useTranslateText();
  const params = useParams();
  const [query] = useSearchParams();
  const route = motorRouteOrDefault(params);
  usePageTitle(motorTitle(route, t`Quotation`));
  const auth = useAuthKey();

  // The stored form as it was when the page opened; the form keeps it up to date from then on.
  const [stored] = useState(readStoredForm);
  const requested =
    query.get(FROM_HOME.name) === FROM_HOME.value ? undefined : usableHash(query.get('unq_hash'));
  // A saved quote fills the form once: when the stored form already belongs to it, it holds what the
  // visitor typed since, which must not be overwritten.
  const savedHash = requested !== stored.unq_hash_code ? requested : undefined;
  const saved = useQuoteParams(savedHash);
  const savedRoute = saved.data && quoteRoute(saved.data);
  const savedError = saved.error;
  const savedQuoteError = useMemo(() => {
    if (!savedError) return savedError;
    const reason = translate(savedError.message);
    return new Error(
      t`We couldn't load your saved quote (${reason}). Fill in the form below to get a new quote.`,
    );
  }, [savedError, t, translate]);

  useEffect(() => {
    if (savedHash && saved.data) rememberQuote(savedHash);
  }, [savedHash, saved.data]);

  const canonical =
    params.vehicle_type === route.vehicleType && params.insurance_type === route.insuranceType;
  // The saved quote's types win over the path's (section 2.1).
  const target = savedRoute && !sameRoute(savedRoute, route) ? savedRoute : canonical ? undefined : route;
  if (target) {
    return <Navigate replace to={motorPath('Quotation', target, Object.fromEntries(query))} />;
  }

  const initial = withCoverStart({
    ...pickQuoteValues(stored),
    ...(saved.data && valuesFromParams(saved.data)),
  });
  const values =
    initial.vehicle_type === route.vehicleType
      ? initial
      : { ...initial, ...clearedForVehicleType(route.vehicleType) };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Get your motor insurance quotes</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          Tell us about your vehicle and we&apos;ll compare premiums from Sri Lanka&apos;s leading insurers.
        </Trans>
      </p>
      <RenewalNotice query={query} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {savedHash && saved.isPending ? (
          <QuoteFormSkeleton />
        ) : (
          <QuoteForm
            route={route}
            initial={{ ...values, insurance_type: route.insuranceType }}
            stored={stored}
            query={query}
            authError={auth.error}
            savedQuoteError={savedQuoteError}
          />
        )}
      </div>
    </div>
  );
}
