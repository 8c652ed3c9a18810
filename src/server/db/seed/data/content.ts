// The home page's product tiles (content document, section 2: Home page), their words in English, Sinhala
// and Tamil (decision 064) as the site's vehicle types and search results already say them.
import type { Locale } from '#domain/i18n';

/** A home row's words: English, and Sinhala and Tamil where written (decisions 060, 064). */
export type HomeTexts<Words> = { en: Words } & Partial<Record<Exclude<Locale, 'en'>, Words>>;

const COMPARE_AND_BUY = { en: 'Compare & Buy', si: 'සසඳා මිලදී ගන්න', ta: 'ஒப்பிட்டு வாங்க' };

export const HOME_TILES: readonly {
  texts: HomeTexts<{ header: string; bottomText: string }>;
  backgroundColor: string;
  imageUrl: string;
  url:
    | '/motor/Car/full-insurance/Quotation'
    | '/motor/Motor-Cycle/third-party/Quotation'
    | '/motor/Three-Wheeler/full-insurance/Quotation'
    | '/motor/Dual-Purpose/full-insurance/Quotation'
    | '/start-ups-&-sme';
}[] = [
  {
    texts: {
      en: { header: 'Car / Jeep / SUV', bottomText: COMPARE_AND_BUY.en },
      si: { header: 'මෝටර් රථ / ජීප් / SUV', bottomText: COMPARE_AND_BUY.si },
      ta: { header: 'கார் / ஜீப் / SUV', bottomText: COMPARE_AND_BUY.ta },
    },
    backgroundColor: '#0b5cab',
    imageUrl: '/images/tiles/car.svg',
    url: '/motor/Car/full-insurance/Quotation',
  },
  {
    texts: {
      en: { header: 'Motorcycle', bottomText: COMPARE_AND_BUY.en },
      si: { header: 'යතුරුපැදිය', bottomText: COMPARE_AND_BUY.si },
      ta: { header: 'மோட்டார் சைக்கிள்', bottomText: COMPARE_AND_BUY.ta },
    },
    backgroundColor: '#0e7c6b',
    imageUrl: '/images/tiles/motorcycle.svg',
    url: '/motor/Motor-Cycle/third-party/Quotation',
  },
  {
    texts: {
      en: { header: 'Three Wheeler', bottomText: COMPARE_AND_BUY.en },
      si: { header: 'ත්‍රිරෝද රථය', bottomText: COMPARE_AND_BUY.si },
      ta: { header: 'முச்சக்கர வண்டி', bottomText: COMPARE_AND_BUY.ta },
    },
    backgroundColor: '#b45309',
    imageUrl: '/images/tiles/three-wheeler.svg',
    url: '/motor/Three-Wheeler/full-insurance/Quotation',
  },
  {
    texts: {
      en: { header: 'Van / Cab', bottomText: COMPARE_AND_BUY.en },
      si: { header: 'වෑන් / කැබ්', bottomText: COMPARE_AND_BUY.si },
      ta: { header: 'வேன் / கெப்', bottomText: COMPARE_AND_BUY.ta },
    },
    backgroundColor: '#6d28d9',
    imageUrl: '/images/tiles/van.svg',
    url: '/motor/Dual-Purpose/full-insurance/Quotation',
  },
  {
    texts: {
      en: { header: 'Start-ups & SME', bottomText: COMPARE_AND_BUY.en },
      si: { header: 'නව ව්‍යාපාර සහ SME', bottomText: COMPARE_AND_BUY.si },
      ta: { header: 'புதிய தொழில்கள் & SME', bottomText: COMPARE_AND_BUY.ta },
    },
    backgroundColor: '#be185d',
    imageUrl: '/images/tiles/sme.svg',
    url: '/start-ups-&-sme',
  },
];
