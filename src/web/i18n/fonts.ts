import sinhala from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2?url';
import tamil from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url';
import type { Locale } from '#domain/i18n';

// Noto Sans Sinhala and Noto Sans Tamil, self-hosted: each the one variable file of its script's subset
// (every weight in one file: 130 kB for Sinhala, 50 kB for Tamil), added only when its language is chosen. The unicode-range keeps Latin text in
// the system font; swap shows the text at once and the script's letters when the file arrives.
const FONTS: Partial<Record<Locale, { family: string; url: string; unicodeRange: string }>> = {
  si: {
    family: 'Noto Sans Sinhala',
    url: sinhala,
    unicodeRange: 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4',
  },
  ta: {
    family: 'Noto Sans Tamil',
    url: tamil,
    unicodeRange: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC',
  },
};

const added = new Set<Locale>();

/** Adds the language's font to the page, once; its file is fetched when a letter of it is drawn. */
export function addFont(locale: Locale): void {
  const font = FONTS[locale];
  if (!font || added.has(locale) || typeof FontFace === 'undefined') return;
  added.add(locale);
  document.fonts.add(
    new FontFace(font.family, `url(${font.url}) format('woff2')`, {
      display: 'swap',
      weight: '100 900',
      unicodeRange: font.unicodeRange,
    }),
  );
}
