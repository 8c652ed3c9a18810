import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { ContactKavacha, LegalPage, LegalSection, Points, textLink } from './legal-page';

// How to complain, in the order that works: Kavacha, the insurer's complaints officer, then the regulator
// and the Insurance Ombudsman. Only addresses we are sure of are given; for the others, where to find them.

export function Component() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`How to complain`}
      intro={
        <p>
          <Trans>
            If something has gone wrong, tell us: most problems are put right at the first step. If they are
            not, the steps below lead to the insurer, the regulator and the Insurance Ombudsman. Each step is
            free of charge, and you can go to court at any time.
          </Trans>
        </p>
      }
    >
      <LegalSection title={t`1. Tell Kavacha`}>
        <p>
          <Trans>
            About anything we did: a quote, a payment, the cover note, how we handled your data, or how we
            treated you. Tell us your quotation or cover note number, what happened, and what you would like
            us to do.
          </Trans>
        </p>
        <ContactKavacha />
        <p>
          <Trans>
            We reply within two working days to say who is handling your complaint, and aim to give you a full
            answer within two weeks. If we need longer, we tell you why and when to expect it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`2. Your insurer's complaints officer`}>
        <p>
          <Trans>
            The insurer, not Kavacha, decides claims: whether a claim is paid, how much, and whether a policy
            is cancelled. Every insurer in Sri Lanka has a complaints (grievance) officer for this. You find
            the contact in your policy documents and on the insurer&apos;s website, or ask us and we will give
            it to you and help you write to them. Keep the insurer&apos;s final answer in writing: the next
            steps ask for it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`3. The Insurance Regulatory Commission of Sri Lanka (IRCSL)`}>
        <p>
          <Trans>
            The IRCSL is the regulator set up under the Regulation of Insurance Industry Act, No. 43 of 2000.
            It licenses and supervises insurers and insurance brokers, Kavacha among them. If an insurer or a
            broker has not kept to the law or to the IRCSL&apos;s rules in how it treated you, you can
            complain to the IRCSL, which can take the matter up with them. It does not act as a court to
            settle the amount of a claim.
          </Trans>
        </p>
        <p>
          <Trans>
            Its contact details, and how to complain to it, are on its website,{' '}
            <a href="https://www.ircsl.gov.lk" rel="noopener noreferrer" className={textLink}>
              www.ircsl.gov.lk
            </a>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`4. The Insurance Ombudsman of Sri Lanka`}>
        <p>
          <Trans>
            The Insurance Ombudsman settles disputes between individual policyholders and insurers, for
            example over a claim refused or paid in part, independently of both sides and free of charge. Go
            to the Ombudsman after the insurer has given its final answer, or has not answered in reasonable
            time.
          </Trans>
        </p>
        <Points
          items={[
            t`The Ombudsman hears both sides and makes a decision.`,
            t`If you accept the decision, the insurer must follow it.`,
            t`If you do not accept it, you keep your right to go to court.`,
          ]}
        />
        <p>
          <Trans>
            Your insurer, or the IRCSL, can give you the Ombudsman&apos;s current contact details.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`About your personal data`}>
        <p>
          <Trans>
            Write to our data protection officer first; then you can complain to the Data Protection Authority
            of Sri Lanka. The{' '}
            <Link to={SITE_ROUTES.privacy} className={textLink}>
              privacy notice
            </Link>{' '}
            says how.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
