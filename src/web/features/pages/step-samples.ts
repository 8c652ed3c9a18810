import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { generatePath } from 'react-router';
import { SITE_ROUTES } from '#domain/site-routes';
import type { PurchaseStep } from '#web/features/motor/purchase-steps';

// The breadcrumb steps of document 001 (section 2: step1 Quotation, step2 Personal Information, step3
// Payment, step4 Complete; steps 5 to 7 declared without names) and where each really happens in the
// purchase (decision 054). The purchase's own pages need the keys of a customer's quote, so each sample
// links to where a visitor can start, or see, that step.

export const carQuotation = generatePath(SITE_ROUTES.motorQuotation, {
  vehicle_type: 'Car',
  insurance_type: 'full-insurance',
});

export interface StepSample {
  /** The step of the purchase's breadcrumb it is; none for a step the purchase does not have. */
  step: PurchaseStep | null;
  name: MessageDescriptor;
  about: MessageDescriptor;
  link: { to: string; label: MessageDescriptor };
}

const startQuote = { to: carQuotation, label: msg`Start a car insurance quote` };

export const STEP_SAMPLES: readonly StepSample[] = [
  {
    step: 'Quotation',
    name: msg`Quotation`,
    about: msg`You describe the vehicle and the cover you want, then compare the insurers' premiums side by side and choose one.`,
    link: startQuote,
  },
  {
    step: 'Personal Information',
    name: msg`Personal Information`,
    about: msg`After choosing a premium you give your name, NIC and e-mail address, and confirm your mobile number with a one-time code.`,
    link: startQuote,
  },
  {
    step: 'Payment',
    name: msg`Payment`,
    about: msg`You review your answers, declare them true and pay by card on the payment page of your purchase, which also shows the banks' instalment plans.`,
    link: startQuote,
  },
  {
    step: 'Complete',
    name: msg`Complete`,
    about: msg`Once you have paid and given the vehicle's numbers, your cover note is issued and e-mailed to you. Anyone can check a cover note by its number.`,
    link: { to: generatePath(SITE_ROUTES.verify, {}), label: msg`Check a cover note` },
  },
  {
    step: 'Documents',
    name: msg`Documents`,
    about: msg`The spec declares this step without a name. In our purchase it is the documents: the vehicle's registration and your NIC, uploaded before you pay. A signed-in customer also finds them in the dashboard.`,
    link: { to: SITE_ROUTES.profile, label: msg`Go to your dashboard` },
  },
  {
    step: 'Vehicle details',
    name: msg`Vehicle details`,
    about: msg`The spec declares this step without a name. In our purchase it is the vehicle details: after paying you give the registration, engine and chassis numbers, and the cover note is made from them.`,
    link: startQuote,
  },
  {
    step: null,
    name: msg`Not used`,
    about: msg`The spec declares a seventh step without a name. Our purchase has six steps, so none is shown here.`,
    link: startQuote,
  },
];

/** /Step1 to /Step7, as the developer showcase links them. */
export const STEP_PATHS = STEP_SAMPLES.map((_, index) => `/Step${index + 1}`);
