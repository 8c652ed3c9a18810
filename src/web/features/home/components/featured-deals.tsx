import { pageOrigin } from '#web/config';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeData } from '#domain/content';
import { BADGE_WORDS, badgeClass } from '#web/components/ui/badge-words';
import { primaryButton, quietButton } from '#web/components/ui/buttons';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';
import { CarouselControls, useSlideLabel } from './carousel-controls';
import { useCarousel } from './use-carousel';

// 'Featured Deals' (content sections 2 and 9): a carousel of offer cards, two in view below 600 px and
// three above, moving every 4 seconds in about 400 ms (embla's duration 20, see useCarousel). The spec
// has it on the page but hidden: it stays hidden until an operator's setting shows it.

const DEAL_DELAY_MS = 4_000;
const DEAL_DURATION = 20;

export function FeaturedDeals({ featured }: { featured: HomeData['featured_deals'] }) {
  const { t, i18n } = useLingui();
  const slideLabel = useSlideLabel();
  const [viewportRef, carousel] = useCarousel({
    delay: DEAL_DELAY_MS,
    duration: DEAL_DURATION,
    autoplay: featured.shown,
  });
  const count = featured.deals.length;
  if (count === 0) return null;
  const origin = pageOrigin();
  return (
    <section
      hidden={!featured.shown}
      aria-roledescription={t`carousel`}
      aria-labelledby="deals-heading"
      className="below-fold mx-auto max-w-6xl px-4 py-12"
      {...carousel.pauseHandlers}
    >
      <h2 id="deals-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Featured Deals</Trans>
      </h2>
      <div className="mt-6 overflow-hidden" ref={viewportRef}>
        <div className="-ml-3 flex touch-pan-y" aria-live={carousel.playing ? 'off' : 'polite'}>
          {featured.deals.map((deal, index) => {
            const quote = safeLink(deal.quote_url, origin);
            const readMore = safeLink(deal.read_more_url, origin);
            return (
              <div
                key={deal.id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={slideLabel(index, count)}
                className="min-w-0 shrink-0 grow-0 basis-1/2 pl-3 min-[600px]:basis-1/3"
              >
                <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <img
                    src={deal.image_url}
                    alt=""
                    width={160}
                    height={64}
                    loading="lazy"
                    className="h-24 w-full bg-slate-50 object-contain p-4"
                  />
                  {deal.badge && <span className={badgeClass}>{i18n._(BADGE_WORDS[deal.badge])}</span>}
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3
                      className="font-semibold text-slate-900"
                      lang={deal.lang === i18n.locale ? undefined : deal.lang}
                    >
                      {deal.header}
                    </h3>
                    <p
                      className="flex-1 text-sm text-slate-700"
                      lang={deal.lang === i18n.locale ? undefined : deal.lang}
                    >
                      {deal.paragraph}
                    </p>
                    {quote && (
                      <SmartLink link={quote} className={primaryButton}>
                        <Trans>Get a quote</Trans>
                      </SmartLink>
                    )}
                    {readMore && (
                      <SmartLink link={readMore} className={quietButton}>
                        <Trans>Read more</Trans>
                      </SmartLink>
                    )}
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls carousel={carousel} count={carousel.snapCount} />
    </section>
  );
}
