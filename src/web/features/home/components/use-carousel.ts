import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';

// The home page's carousels (decision 055): embla moves the track (swipe, loop, the scroll animation);
// this hook keeps the selected slide, the autoplay timer and its pauses. Autoplay is a timer of our own
// rather than embla's plugin, because it must stay paused while the pointer is over the carousel, while
// focus is inside it (WAI carousel pattern), while a finger drags it and once the visitor stopped it, and
// the plugin resumes on each of those events alone. Every change of slide starts the wait afresh.

interface CarouselOptions {
  /** Milliseconds a slide stays before the next one. */
  delay: number;
  /**
   * embla's `duration`: not milliseconds but the stiffness of its 60 frames-a-second spring. 25 (its
   * default) is visually settled after about 480 ms, 20 after about 370 ms.
   */
  duration?: number;
  /** False keeps the carousel still (hidden, or nothing to show). */
  autoplay?: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function useCarousel({ delay, duration, autoplay = true }: CarouselOptions) {
  // A visitor who asked for less motion gets no autoplay and jumps instead of scroll animations.
  const [reducedMotion] = useState(prefersReducedMotion);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = (carousel: EmblaCarouselType) => setSelected(carousel.selectedScrollSnap());
    const onInit = (carousel: EmblaCarouselType) => {
      setSnapCount(carousel.scrollSnapList().length);
      onSelect(carousel);
    };
    const onDown = () => setDragging(true);
    const onUp = () => setDragging(false);
    onInit(api);
    api.on('select', onSelect).on('reInit', onInit).on('pointerDown', onDown).on('pointerUp', onUp);
    return () => {
      api.off('select', onSelect).off('reInit', onInit).off('pointerDown', onDown).off('pointerUp', onUp);
    };
  }, [api]);

  const rotates = autoplay && !reducedMotion && snapCount > 1;
  const playing = rotates && !stopped && !hovered && !focused && !dragging;
  useEffect(() => {
    if (!api || !playing) return;
    const timer = setTimeout(() => api.scrollNext(), delay);
    return () => clearTimeout(timer);
  }, [api, playing, selected, delay]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion]);
  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  // As embla's own hook: the viewport's ref apart from the state, which render may read.
  return [
    viewportRef,
    {
      selected,
      snapCount,
      scrollTo,
      scrollPrev,
      scrollNext,
      /** Whether the slides change by themselves at all (not for reduced motion), and right now. */
      rotates,
      playing,
      stopped,
      toggleStopped: () => setStopped((value) => !value),
      /** Spread on the carousel's root: hover and focus inside it pause the rotation. */
      pauseHandlers: {
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        },
      },
    },
  ] as const;
}

export type Carousel = ReturnType<typeof useCarousel>[1];
