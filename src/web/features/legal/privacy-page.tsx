import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { publicConfig } from '#web/config';
import { ContactKavacha, LegalPage, LegalSection, Points, textLink } from './legal-page';

// The privacy notice under Sri Lanka's Personal Data Protection Act, No. 9 of 2022: what the site collects,
// why, with whom it is shared, how long it is kept, the customer's rights and whom to ask. Each statement
// must stay true of the code: a new field, provider or cookie changes this page too.

export function Component() {
  const { t } = useLingui();
  const { dataProtectionEmail } = publicConfig();
  return (
    <LegalPage
      title={t`Privacy notice`}
      intro={
        <>
          <p>
            <Trans>
              Kavacha compares motor insurance from insurers licensed in Sri Lanka and arranges the policy you
              choose. To do that we need some of your personal data. This notice says what we collect, why,
              who sees it, how long we keep it and what you can ask of us under the Personal Data Protection
              Act, No. 9 of 2022.
            </Trans>
          </p>
          <p>
            <Trans>
              For the data you give on this site, Kavacha is the controller under the Act. The insurer you buy
              from also becomes a controller of what we pass to it, under its own privacy notice.
            </Trans>
          </p>
        </>
      }
    >
      <LegalSection title={t`What we collect`}>
        <Points
          items={[
            <Trans>
              <strong>Who you are:</strong> your title and name, date of birth, NIC or passport number and
              postal address.
            </Trans>,
            <Trans>
              <strong>How to reach you:</strong> your mobile number and e-mail address.
            </Trans>,
            <Trans>
              <strong>Your vehicle:</strong> its make, model, year, use, market value, registration number,
              engine and chassis numbers, leasing company if any, and your no-claim bonus.
            </Trans>,
            <Trans>
              <strong>Documents you upload:</strong> the vehicle&apos;s registration certificate and your NIC
              or passport, front and back.
            </Trans>,
            <Trans>
              <strong>Payments:</strong> the amount, the payment gateway&apos;s reference and whether the
              payment went through. We never see or keep card numbers: you type them on the payment
              gateway&apos;s own page, not ours.
            </Trans>,
            <Trans>
              <strong>Use of the site:</strong> your device&apos;s internet address and the pages and calls it
              asks for, in our server logs, to keep the site secure and to stop misuse.
            </Trans>,
          ]}
        />
        <p>
          <Trans>
            Your browser keeps the answers of the quote form on your device, so that a reload or a later visit
            does not lose them; clearing this site&apos;s data in your browser removes them. We use a cookie
            only to keep you signed in. We use no advertising or tracking cookies.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Why we use it`}>
        <Points
          items={[
            <Trans>
              <strong>To give you quotes</strong> from each insurer, because you asked for them.
            </Trans>,
            <Trans>
              <strong>To buy the policy for you</strong> through the insurer you choose: to check your
              identity and vehicle, take the payment, and issue and e-mail your cover note. Without this data
              the insurer cannot cover you.
            </Trans>,
            <Trans>
              <strong>To call you about your quote</strong>, only when you ask us to.
            </Trans>,
            <Trans>
              <strong>To meet our legal duties</strong> as an insurance broker: keeping records of the
              policies we arrange, and answering the Insurance Regulatory Commission of Sri Lanka, courts and
              other authorities that the law allows to ask.
            </Trans>,
            <Trans>
              <strong>To keep the site safe</strong>: one-time codes to confirm your mobile number, limits on
              repeated attempts, and logs to trace misuse.
            </Trans>,
            <Trans>
              <strong>To tell you about offers</strong>, only if you have agreed to it. You can stop these
              messages at any time.
            </Trans>,
          ]}
        />
      </LegalSection>

      <LegalSection title={t`Who we share it with`}>
        <p>
          <Trans>
            We do not sell your data. We pass it only to those who need it for the purposes above:
          </Trans>
        </p>
        <Points
          items={[
            <Trans>
              <strong>The insurer you choose</strong>: your details, your vehicle&apos;s, your documents and
              the payment record, to issue and run your policy. The other insurers on the price list get
              nothing: their prices come from their tariffs, which we hold.
            </Trans>,
            <Trans>
              <strong>The payment gateway</strong>: your name, contact details and the amount, to take the
              payment.
            </Trans>,
            <Trans>
              <strong>Our SMS and e-mail providers</strong>: your mobile number or e-mail address and the
              message, such as a one-time code or your cover note.
            </Trans>,
            <Trans>
              <strong>Our customer relationship (CRM) system</strong>: your name, contact details and the
              quote you asked about, so that our staff can answer your inquiry.
            </Trans>,
            <Trans>
              <strong>Our hosting and storage providers</strong>, who keep our database and uploaded files for
              us under contract and may not use them for anything else.
            </Trans>,
            <Trans>
              <strong>Authorities</strong>, such as the Insurance Regulatory Commission of Sri Lanka or a
              court, when the law requires it.
            </Trans>,
          ]}
        />
        <p>
          <Trans>
            Some of these providers may keep data on servers outside Sri Lanka. We send it there only as the
            Act allows, and under contracts that require the same protection.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`How long we keep it`}>
        <Points
          items={[
            <Trans>
              <strong>Policies you bought</strong>, with their documents and payment records: while the policy
              runs and for six years after it ends, the time for which the law (such as the Financial
              Transactions Reporting Act, No. 6 of 2006) can require an insurance broker to produce them.
            </Trans>,
            <Trans>
              <strong>Quotes and inquiries that led to no purchase</strong>: so that you can come back to a
              quote and we can answer questions about it. Ask us and we erase them, and stop any calls about
              them, within 21 working days.
            </Trans>,
            <Trans>
              <strong>One-time codes</strong>: kept only in a scrambled (hashed) form and useless after five
              minutes.
            </Trans>,
            <Trans>
              <strong>Server logs</strong>: no longer than 90 days. They record which pages were asked for and
              when, not what you typed.
            </Trans>,
          ]}
        />
      </LegalSection>

      <LegalSection title={t`How we protect it`}>
        <p>
          <Trans>
            Everything between your browser and us travels encrypted (HTTPS). Uploaded documents are stored
            under random names that cannot be guessed, and only staff who need them for your policy can open
            them. Your purchase pages open only with your own secret link or after you confirm your mobile
            number.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Your rights`}>
        <p>
          <Trans>Under the Personal Data Protection Act you can ask us to:</Trans>
        </p>
        <Points
          items={[
            <Trans>
              <strong>show you</strong> the personal data we hold about you, and how we use it;
            </Trans>,
            <Trans>
              <strong>correct</strong> data that is wrong, or complete data that is missing;
            </Trans>,
            <Trans>
              <strong>erase</strong> your data, where the law lets us: we cannot erase the record of a policy
              we arranged while the law requires us to keep it;
            </Trans>,
            <Trans>
              <strong>withdraw your consent</strong> for anything we do only because you agreed to it, such as
              calls or offers; what we did before stays lawful;
            </Trans>,
            <Trans>
              <strong>stop direct marketing</strong>: tell us, and we send you no more offers;
            </Trans>,
            <Trans>
              <strong>have a person review</strong> a decision made about you by automated means alone.
            </Trans>,
          ]}
        />
        <p>
          <Trans>
            We may ask you to confirm who you are before we act. We answer within 21 working days, as the Act
            requires, and say why if we cannot do what you ask.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are not satisfied with our answer, you can complain to the{' '}
            <strong>Data Protection Authority of Sri Lanka</strong>, set up under the Act to oversee how
            personal data is used. Its contact details are on its official website.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Whom to ask`}>
        <p>
          <Trans>
            Write to our data protection officer about anything in this notice or to use your rights. Please
            give your mobile number and, if you have one, your quotation or cover note number.
          </Trans>
        </p>
        <ContactKavacha
          email={dataProtectionEmail || undefined}
          addressee={t`The Data Protection Officer, Kavacha`}
        />
        <p>
          <Trans>
            For other complaints, see{' '}
            <Link to={SITE_ROUTES.complaints} className={textLink}>
              how to complain
            </Link>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Changes to this notice`}>
        <p>
          <Trans>
            We change this notice when what we collect or how we use it changes. The date at the top says when
            it last changed.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
