import { pageOrigin } from '#web/config';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PartnerGroup } from '#domain/articles';
import type { PartnerStrip } from '#domain/content';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';

// The '{product} Partner' strips (content section 2): the insurers' and the banks' logos, each leading
// to the partner's own site.

const HEADINGS: Record<PartnerGroup, MessageDescriptor> = {
  insurer: msg`Insurance Partners`,
  bank: msg`Bank Partners`,
};

export function PartnerStrips({ strips }: { strips: PartnerStrip[] }) {
  const { i18n } = useLingui();
  return strips
    .filter((strip) => strip.partners.length > 0)
    .map((strip) => (
      <section
        key={strip.group}
        aria-labelledby={`partners-${strip.group}`}
        className="mx-auto max-w-6xl px-4 py-8"
      >
        <h2 id={`partners-${strip.group}`} className="text-xl font-semibold text-slate-900">
          {i18n._(HEADINGS[strip.group])}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {strip.partners.map((partner) => {
            const link = safeLink(partner.img_link, pageOrigin());
            const logo = (
              <img
                src={partner.img_url}
                alt={partner.name}
                lang={partner.lang === i18n.locale ? undefined : partner.lang}
                width={120}
                height={48}
                loading="lazy"
              />
            );
            return (
              <li key={partner.id}>
                {link ? (
                  <SmartLink link={link} className="block rounded-xl">
                    {logo}
                  </SmartLink>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </section>
    ));
}
