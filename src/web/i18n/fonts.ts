import sinhala400 from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url';
import sinhala700 from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import type { Locale } from '#domain/i18n';

// Noto Sans Sinhala and Noto Sans Tamil, added only when their language is chosen: the font the phone
// already has when it has one (Android ships both), else our own copy of the script's subset, regular and
// bold (35 and 36 kB for Sinhala, 15 and 15 kB for Tamil; the page's semibold takes the bold). The browser
// fetches a file only when it draws a letter of the script in that weight. The unicode-range keeps Latin
// text in the system font; swap shows the text at once and the script's letters when the file arrives.
interface Face {
  weight: 400 | 700;
  /** The installed font's full and PostScript names. */
  local: [string, string];
  url: string;
}

const FONTS: Partial<Record<Locale, { family: string; unicodeRange: string; faces: Face[] }>> = {
  si: {
    family: 'Noto Sans Sinhala',
    unicodeRange: 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4',
    faces: [
      { weight: 400, local: ['Noto Sans Sinhala Regular', 'NotoSansSinhala-Regular'], url: sinhala400 },
      { weight: 700, local: ['Noto Sans Sinhala Bold', 'NotoSansSinhala-Bold'], url: sinhala700 },
    ],
  },
  ta: {
    family: 'Noto Sans Tamil',
    unicodeRange: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC',
    faces: [
      { weight: 400, local: ['Noto Sans Tamil Regular', 'NotoSansTamil-Regular'], url: tamil400 },
      { weight: 700, local: ['Noto Sans Tamil Bold', 'NotoSansTamil-Bold'], url: tamil700 },
    ],
  },
};

const added = new Set<Locale>();

/** Adds the language's font to the page, once; a file is fetched when a letter of it is drawn. */
export function addFont(locale: Locale): void {
  const font = FONTS[locale];
  if (!font || added.has(locale) || typeof FontFace === 'undefined') return;
  added.add(locale);
  for (const { weight, local, url } of font.faces)
    document.fonts.add(
      new FontFace(
        font.family,
        `${local.map((name) => `local('${name}')`).join(', ')}, url(${url}) format('woff2')`,
        { display: 'swap', weight: String(weight), unicodeRange: font.unicodeRange },
      ),
    );
}
