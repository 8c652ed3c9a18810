// The confirmation letter of a blog subscription (decision 058), in the language of the page the address
// was given on. Like every letter to a subscriber it ends with the link that removes the address.
import type { I18n } from '@lingui/core';
import type { MailMessage } from '#server/integrations/mail/mail';

export interface SubscriptionLinks {
  confirm: string;
  unsubscribe: string;
}

export function confirmationLetter(to: string, links: SubscriptionLinks, i18n: I18n): MailMessage {
  const text = [
    i18n._(/*i18n*/ 'Hello,'),
    i18n._(
      /*i18n*/ 'Someone, we hope you, asked to receive the new articles of the Kavacha blog at this address.',
    ),
    i18n._(/*i18n*/ "To confirm, open this link within 3 days and press 'Confirm subscription':\n{link}", {
      link: links.confirm,
    }),
    i18n._(/*i18n*/ 'If you did not ask, you need do nothing: we keep your address only once you confirm.'),
    i18n._(/*i18n*/ 'To stop receiving our e-mails at any time, open this link:\n{link}', {
      link: links.unsubscribe,
    }),
    'Kavacha',
  ].join('\n\n');
  return { to, subject: i18n._(/*i18n*/ 'Please confirm your subscription to the Kavacha blog'), text };
}
