import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Carousel } from './use-carousel';

// The carousels' controls (WAI carousel pattern): stop or start the rotation, previous, one dot per
// position and next. 44 px targets; the dots are small marks inside them.

/** 'Slide 2 of 5': a slide's label and its dot's. */
export function useSlideLabel() {
  const { t } = useLingui();
  return (index: number, count: number) => {
    const position = index + 1;
    return t`Slide ${position} of ${count}`;
  };
}

const round =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50';

export function CarouselControls({
  carousel,
  count,
}: {
  carousel: Carousel;
  /** How many positions there are (slides, or groups of cards). */
  count: number;
}) {
  const { t } = useLingui();
  const slideLabel = useSlideLabel();
  if (count < 2) return null;
  return (
    <div className="mt-3 flex items-center justify-center gap-1">
      {carousel.rotates && (
        <button type="button" className={round} onClick={carousel.toggleStopped}>
          {carousel.stopped ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            {carousel.stopped ? t`Start automatic slide show` : t`Stop automatic slide show`}
          </span>
        </button>
      )}
      <button type="button" className={round} onClick={carousel.scrollPrev}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">{t`Previous slide`}</span>
      </button>
      <ol className="flex">
        {Array.from({ length: count }, (_, index) => {
          const current = index === carousel.selected;
          return (
            <li key={index}>
              <button
                type="button"
                className="group inline-flex size-8 items-center justify-center rounded-full min-[400px]:size-9"
                aria-current={current ? 'true' : undefined}
                onClick={() => carousel.scrollTo(index)}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${current ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-600'}`}
                />
                <span className="sr-only">{slideLabel(index, count)}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className={round} onClick={carousel.scrollNext}>
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">{t`Next slide`}</span>
      </button>
    </div>
  );
}
