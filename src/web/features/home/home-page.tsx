import { BadgeCheck, ClipboardList, Scale } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HydrateInTurn } from '#web/components/layout/hydrate-in-turn';
import { usePageTitle } from '#web/components/use-page-title';
import { useHomeData } from './api/get-home-data';
import { BlogFeatures } from './components/blog-features';
import { FeaturedDeals } from './components/featured-deals';
import { PartnerStrips } from './components/partner-strips';
import { ProductTiles } from './components/product-tiles';
import { SlideCarousel, SlideCarouselSkeleton } from './components/slide-carousel';
import { Testimonials } from './components/testimonials';

const STEPS = [
  {
    icon: ClipboardList,
    title: msg`Tell us about your vehicle`,
    text: msg`A few details about the vehicle and the cover you want.`,
  },
  {
    icon: Scale,
    title: msg`Compare quotations`,
    text: msg`See each insurer's premium and cover side by side.`,
  },
  {
    icon: BadgeCheck,
    title: msg`Buy online`,
    text: msg`Pick the best fit, pay securely and get your cover note.`,
  },
];

export function Component() {
  const { t, i18n } = useLingui();
  // One query for the whole page; the product tiles show its loading and its failure (a failed home data
  // only leaves the other sections out, as the spec says).
  const { data, isPending } = useHomeData();
  usePageTitle(t`Kavacha | Sri Lanka's First Insurance Comparison Website`);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:pt-12">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Sri Lanka&apos;s first insurance comparison website</Trans>
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            <Trans>
              Compare motor insurance from leading insurers side by side, then buy your policy online in
              minutes.
            </Trans>
          </p>
        </div>
        <HydrateInTurn>
          {isPending ? <SlideCarouselSkeleton /> : data && <SlideCarousel slides={data.slides} />}
        </HydrateInTurn>
      </section>

      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 pt-8 pb-12">
        <h2 id="products-heading" className="mb-4 text-xl font-semibold text-slate-900">
          <Trans>What would you like to insure?</Trans>
        </h2>
        <HydrateInTurn>
          <ProductTiles />
        </HydrateInTurn>
      </section>

      <section aria-labelledby="steps-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="steps-heading" className="text-xl font-semibold text-slate-900">
            <Trans>How Kavacha works</Trans>
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => {
              const step = index + 1;
              return (
                <li key={title.id} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <Icon aria-hidden="true" className="size-7 text-brand-700" />
                  <h3 className="mt-3 font-semibold text-slate-900">
                    <span className="sr-only">
                      <Trans>Step {step}:</Trans>{' '}
                    </span>
                    {i18n._(title)}
                  </h3>
                  <p className="mt-1 text-slate-700">{i18n._(text)}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      {data && (
        <HydrateInTurn>
          <Testimonials testimonials={data.testimonials} />
          <HydrateInTurn>
            <BlogFeatures articles={data.blog_features} />
          </HydrateInTurn>
          <HydrateInTurn>
            <PartnerStrips strips={data.partners} />
          </HydrateInTurn>
          <HydrateInTurn>
            <FeaturedDeals featured={data.featured_deals} />
          </HydrateInTurn>
        </HydrateInTurn>
      )}
    </>
  );
}
