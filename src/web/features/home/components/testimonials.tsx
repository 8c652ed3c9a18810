import { Trans, useLingui } from '@lingui/react/macro';
import type { Testimonial } from '#domain/content';

// 'What our clients say' (content sections 2 and 9): three testimonials, the third only from 768 px,
// where three fit side by side.

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { i18n } = useLingui();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="testimonials-heading" className="text-xl font-semibold text-slate-900">
        <Trans>What our clients say</Trans>
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.id} className={index >= 2 ? 'max-md:hidden' : undefined}>
            {/* English standing in for the page's language says so, for screen readers (decision 060). */}
            <figure
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              lang={testimonial.lang === i18n.locale ? undefined : testimonial.lang}
            >
              <blockquote className="flex-1 text-slate-700">
                <p>“{testimonial.comment}”</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3 font-semibold text-slate-900">
                <img
                  src={testimonial.user_img_url}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                {testimonial.user_name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
