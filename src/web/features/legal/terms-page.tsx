import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { publicConfig } from '#web/config';
import { ContactKavacha, LegalPage, LegalSection, Points, textLink } from './legal-page';

// The terms of use: what Kavacha does and does not do, what a buyer must do, and the law that applies.

export function Component() {
  const { t } = useLingui();
  const { brokerLicence } = publicConfig();
  return (
    <LegalPage
      title={t`Terms of use`}
      intro={
        <p>
          <Trans>
            These terms apply when you use this site to compare and buy insurance. By using it you accept
            them. Please read them with the{' '}
            <Link to={SITE_ROUTES.privacy} className={textLink}>
              privacy notice
            </Link>
            , which says how we use your personal data.
          </Trans>
        </p>
      }
    >
      <LegalSection title={t`What Kavacha does`}>
        <p>
          <Trans>
            Kavacha is an insurance broker: we compare the cover and prices of insurers licensed in Sri Lanka
            and arrange the policy you choose. The insurer, not Kavacha, issues the policy, decides claims and
            pays them. Your cover is what the insurer&apos;s policy wording says, including its exclusions and
            excess; read them before you buy.
          </Trans>
        </p>
        {brokerLicence && <p>{brokerLicence}</p>}
      </LegalSection>

      <LegalSection title={t`Quotes and prices`}>
        <Points
          items={[
            t`Each price is worked out from that insurer’s tariff and your answers, with VAT, stamp duty and the Road Safety Fund levy included.`,
            t`A quotation holds until the “Valid until” date it shows. The price you pay is the price the quotation showed.`,
            t`A quote is not cover. You are covered only once the insurer has accepted the proposal, you have paid and the cover note has been issued.`,
          ]}
        />
      </LegalSection>

      <LegalSection title={t`Your answers must be true`}>
        <p>
          <Trans>
            The insurer prices and accepts the risk on what you tell it through us. Answer every question
            truthfully and completely, and tell us at once if something changes. A wrong answer, for example
            about the vehicle&apos;s use or your no-claim bonus, can let the insurer refuse a claim or cancel
            the policy. A no-claim bonus must be proved with a letter or renewal notice from your previous
            insurer.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Buying and the cover note`}>
        <Points
          items={[
            t`You pay through a licensed payment gateway. Your card details go to the gateway, never to us.`,
            t`After payment, complete the proposal and upload the documents asked for; the insurer may ask for more before it accepts.`,
            t`The cover note is your proof of insurance until the insurer issues the policy. Keep it in the vehicle; the police can check it with the QR code printed on it.`,
            t`To cancel a policy or ask for a refund, contact us: the insurer’s policy terms decide what is refunded.`,
          ]}
        />
      </LegalSection>

      <LegalSection title={t`Using the site fairly`}>
        <Points
          items={[
            t`Give only your own details, or details you have the right to give for someone else.`,
            t`Do not share the one-time codes we send you: they prove that your mobile number is yours.`,
            t`Do not copy the site’s prices in bulk by automated means, try to break into it, or disrupt it. We may block anyone who does.`,
          ]}
        />
      </LegalSection>

      <LegalSection title={t`Our responsibility`}>
        <p>
          <Trans>
            We take care that the prices and cover we show match the insurers&apos; own, and that what you
            give us reaches the insurer correctly. We are responsible for our own service as a broker; we are
            not responsible for an insurer&apos;s decision on a claim. Nothing in these terms takes away
            rights you have under Sri Lankan law, including as a consumer.
          </Trans>
        </p>
        <p>
          <Trans>
            The site&apos;s text, design and the Kavacha name and mark are ours; insurers&apos; names and
            marks belong to them.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Changes, law and disputes`}>
        <p>
          <Trans>
            We may change these terms; the date at the top says when they last changed, and the terms in force
            when you bought apply to that purchase. These terms are governed by the laws of Sri Lanka, and the
            courts of Sri Lanka decide disputes about them. If something goes wrong, see{' '}
            <Link to={SITE_ROUTES.complaints} className={textLink}>
              how to complain
            </Link>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Contact us`}>
        <ContactKavacha />
      </LegalSection>
    </LegalPage>
  );
}
