import { pageOrigin } from '#web/config';
import { ArrowRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { HomeSlide } from '#domain/content';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';
import { CarouselControls, useSlideLabel } from './carousel-controls';
import { useCarousel } from './use-carousel';

// The home page's carousel of products (content sections 2 and 9): a slide every 8 seconds, looping both
// ways, swiped or moved by its controls. The first slide is plain markup and CSS, shown as it arrives
// (before embla starts, and when it never does); the others wait off to its right. Each picture is
// sized, so nothing moves while they load.

const SLIDE_DELAY_MS = 8_000;
// The words' box: tall enough on a phone for the longest slide's words, the whole slide from 768 px.
const words = 'min-h-[17rem] md:min-h-80';

export function SlideCarousel({ slides }: { slides: HomeSlide[] }) {
  const { t } = useLingui();
  const slideLabel = useSlideLabel();
  const [viewportRef, carousel] = useCarousel({ delay: SLIDE_DELAY_MS });
  const count = slides.length;
  if (count === 0) return null;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Our insurance products`}
      className="mx-auto max-w-6xl px-4 pt-4"
      {...carousel.pauseHandlers}
    >
      <div className="overflow-hidden rounded-2xl" ref={viewportRef}>
        {/* Announced when the visitor moves it, not every 8 seconds. */}
        <div className="flex touch-pan-y" aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              slide={slide}
              first={index === 0}
              shown={index === carousel.selected}
              label={slideLabel(index, count)}
            />
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} count={count} />
    </section>
  );
}

function Slide({
  slide,
  first,
  shown,
  label,
}: {
  slide: HomeSlide;
  first: boolean;
  shown: boolean;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const origin = pageOrigin();
  const header = safeLink(slide.header_url, origin);
  const bottom = safeLink(slide.bottom_text_url, origin);
  return (
    <div
      role="group"
      aria-roledescription={t`slide`}
      aria-label={label}
      // Slides out of view take no focus and are not read.
      inert={!shown}
      className="relative flex min-w-0 shrink-0 grow-0 basis-full flex-col bg-brand-900 text-white [--focus-ring:white] md:bg-slate-900"
    >
      <picture>
        <source media="(min-width: 768px)" srcSet={slide.web_image_url} width={1280} height={400} />
        <img
          src={slide.mobile_image_url}
          alt=""
          width={720}
          height={360}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          className="aspect-[2/1] w-full object-cover md:absolute md:inset-0 md:aspect-auto md:h-full md:object-right"
        />
      </picture>
      {/* A dark veil under the words keeps them readable on any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 hidden bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-transparent md:block"
      />
      {/* English standing in for the page's language says so, for screen readers (decision 060). */}
      <div
        className={`${words} relative flex flex-1 flex-col items-start gap-3 p-5 md:max-w-[34rem] md:justify-center md:px-10`}
        lang={slide.lang === i18n.locale ? undefined : slide.lang}
      >
        <h2 className="text-2xl leading-tight font-bold md:text-3xl">
          {header ? (
            <SmartLink link={header} className="hover:underline">
              {slide.header}
            </SmartLink>
          ) : (
            slide.header
          )}
        </h2>
        <p className="text-base text-slate-100 md:text-lg">{slide.description}</p>
        {bottom && (
          <SmartLink
            link={bottom}
            className="mt-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-slate-900 hover:bg-brand-50 md:mt-1"
          >
            {slide.bottom_text}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </div>
    </div>
  );
}

/** The carousel's place while the home data loads: the first slide's box and the controls' row. */
export function SlideCarouselSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-6xl px-4 pt-4">
      <div className="overflow-hidden rounded-2xl bg-slate-200 motion-safe:animate-pulse">
        <div className="aspect-[2/1] md:hidden" />
        <div className={words} />
      </div>
      <div className="mt-3 h-11" />
    </div>
  );
}
