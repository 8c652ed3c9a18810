import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeSlide } from '#domain/content';
import { render } from '#tests/support/render';
import { SlideCarousel } from './slide-carousel';

// The product carousel with the real embla (content sections 2 and 9; decision 055). happy-dom lays
// nothing out, so each slide is given the 300 px box (and no margin) a browser would give it; the timers are fake, so
// 8 seconds pass when the test says.

const SLIDE_WIDTH = 300;
const slides: HomeSlide[] = ['Car', 'Motorcycle', 'Three-wheeler', 'Van'].map((header, index) => ({
  id: index + 1,
  lang: 'en',
  header,
  description: `${header} insurance`,
  bottom_text: 'Compare & Buy',
  header_url: `/motor/${index}/Quotation`,
  bottom_text_url: `/motor/${index}/Quotation`,
  web_image_url: `/images/slides/${index}-web.svg`,
  mobile_image_url: `/images/slides/${index}-mobile.svg`,
}));

function layOut() {
  const isSlide = (element: HTMLElement) => element.getAttribute('aria-roledescription') === 'slide';
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(SLIDE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? [...this.parentElement!.children].indexOf(this) * SLIDE_WIDTH : 0;
  });
  // happy-dom answers no margin at all (''), which embla would read as NaN pixels.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computed(element);
    const value = (name: string) => (name.startsWith('margin') ? '0px' : style.getPropertyValue(name));
    return new Proxy(style, {
      get: (target, key) => (key === 'getPropertyValue' ? value : Reflect.get(target, key)),
    });
  });
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const show = () => {
  render(
    <MemoryRouter>
      <SlideCarousel slides={slides} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  const region = screen.getByRole('region', { name: 'Our insurance products' });
  return {
    region,
    button: (name: string) => within(region).getByRole('button', { name }),
    current: () => within(region).getByRole('button', { current: true }).textContent,
  };
};
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  layOut();
  reduceMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SlideCarousel', () => {
  it('is a carousel of labelled slides, only the shown one reachable', () => {
    const { region, current } = show();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 4',
      'Slide 2 of 4',
      'Slide 3 of 4',
      'Slide 4 of 4',
    ]);
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(current()).toBe('Slide 1 of 4');
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true, true]);
    expect(within(groups[0]!).getByRole('link', { name: 'Car' })).toHaveAttribute(
      'href',
      '/motor/0/Quotation',
    );
  });

  it('advances every 8 seconds and wraps from the last slide to the first', async () => {
    const { current } = show();
    await wait(7_999);
    expect(current()).toBe('Slide 1 of 4');
    await wait(1);
    expect(current()).toBe('Slide 2 of 4');
    await wait(8_000);
    expect(current()).toBe('Slide 3 of 4');
    await wait(8_000);
    expect(current()).toBe('Slide 4 of 4');
    await wait(8_000);
    expect(current()).toBe('Slide 1 of 4');
  });

  it('goes back from the first slide to the last and on from the last to the first', async () => {
    const { button, current } = show();
    fireEvent.click(button('Previous slide'));
    expect(current()).toBe('Slide 4 of 4');
    fireEvent.click(button('Next slide'));
    expect(current()).toBe('Slide 1 of 4');
    fireEvent.click(button('Slide 3 of 4'));
    expect(current()).toBe('Slide 3 of 4');
  });

  it('waits a full 8 seconds again after the visitor moves it', async () => {
    const { button, current } = show();
    await wait(6_000);
    fireEvent.click(button('Next slide'));
    await wait(7_000);
    expect(current()).toBe('Slide 2 of 4');
    await wait(1_000);
    expect(current()).toBe('Slide 3 of 4');
  });

  it('pauses while the pointer is over it', async () => {
    const { region, current } = show();
    fireEvent.mouseEnter(region);
    await wait(30_000);
    expect(current()).toBe('Slide 1 of 4');
    fireEvent.mouseLeave(region);
    await wait(8_000);
    expect(current()).toBe('Slide 2 of 4');
  });

  it('pauses while focus is inside it, and goes on once focus leaves', async () => {
    const { button, current } = show();
    act(() => button('Next slide').focus());
    expect(current()).toBe('Slide 1 of 4');
    await wait(30_000);
    expect(current()).toBe('Slide 1 of 4');
    act(() => button('Previous slide').focus());
    await wait(30_000);
    expect(current()).toBe('Slide 1 of 4');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await wait(8_000);
    expect(current()).toBe('Slide 2 of 4');
  });

  it('stays put once stopped, and goes on when started again', async () => {
    const { button, current } = show();
    fireEvent.click(button('Stop automatic slide show'));
    await wait(30_000);
    expect(current()).toBe('Slide 1 of 4');
    fireEvent.click(button('Start automatic slide show'));
    await wait(8_000);
    expect(current()).toBe('Slide 2 of 4');
  });

  it('never moves by itself for a visitor who asked for less motion, and has no stop button', async () => {
    reduceMotion(true);
    const { region, button, current } = show();
    await wait(60_000);
    expect(current()).toBe('Slide 1 of 4');
    expect(within(region).queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    fireEvent.click(button('Next slide'));
    expect(current()).toBe('Slide 2 of 4');
  });
});
