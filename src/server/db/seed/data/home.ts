import type { ArticleBadge, PartnerGroup } from '#domain/articles';
import { INSURERS, LEASING_COMPANIES } from './companies';
import { HOME_TILES } from './content';

// The home page's carousel, testimonials, partner logos and featured deals (content document, sections 2
// and 3; issue 24, decision 055). Seeded only into empty tables: once the site runs they are the
// operator's rows.

// One slide per product tile, leading where the tile leads (the spec's five links).
const SLIDE_WORDS: Record<
  (typeof HOME_TILES)[number]['url'],
  { header: string; description: string; image: string }
> = {
  '/motor/Car/full-insurance/Quotation': {
    header: 'Car, jeep and SUV insurance',
    description:
      "Compare full insurance premiums from Sri Lanka's licensed insurers side by side, then buy online and get your cover note by e-mail.",
    image: 'car',
  },
  '/motor/Motor-Cycle/third-party/Quotation': {
    header: 'Motorcycle insurance',
    description:
      'Third party cover for your bike in a few minutes: the legal minimum to ride, at the lowest premium we can find.',
    image: 'motorcycle',
  },
  '/motor/Three-Wheeler/full-insurance/Quotation': {
    header: 'Three-wheeler insurance',
    description:
      'Private or for hire, compare full insurance for your three-wheeler, with the excess and repair terms of each insurer.',
    image: 'three-wheeler',
  },
  '/motor/Dual-Purpose/full-insurance/Quotation': {
    header: 'Van and double cab insurance',
    description:
      'Dual purpose vehicles for family and business: compare full insurance and pay with your card or in instalments.',
    image: 'van',
  },
  '/start-ups-&-sme': {
    header: 'Health cover for start-ups and SMEs',
    description:
      'Group health and personal accident cover for a small team, with life cover included and 24 critical illnesses.',
    image: 'sme',
  },
};

export const HOME_SLIDES = HOME_TILES.map((tile) => {
  const words = SLIDE_WORDS[tile.url];
  return {
    header: words.header,
    description: words.description,
    bottomText: tile.bottomText,
    headerUrl: tile.url,
    bottomTextUrl: tile.url,
    webImageUrl: `/images/slides/${words.image}-web.svg`,
    mobileImageUrl: `/images/slides/${words.image}-mobile.svg`,
  };
});

// Customers' own words, first name and town; short and plain, as people write them.
export const TESTIMONIALS = [
  {
    userImgUrl: '/images/testimonials/nimali.svg',
    userName: 'Nimali, Kandy',
    comment:
      "I renewed my car's insurance here for the first time. Seeing the premiums side by side took a few minutes, and the cover note came to my e-mail the same day.",
  },
  {
    userImgUrl: '/images/testimonials/fazil.svg',
    userName: 'Fazil, Kurunegala',
    comment:
      'I drive a three-wheeler for hire. The form was short and worked well on my phone, and I paid a little less than last year for the same cover.',
  },
  {
    userImgUrl: '/images/testimonials/tharshan.svg',
    userName: 'Tharshan, Jaffna',
    comment:
      'I was not sure my no-claims bonus would move to a new insurer. I asked for a callback and they explained it clearly before I bought.',
  },
];

/** The banks in the Bank Partner strip, by their code in the companies list; their sites and logos. */
const BANK_PARTNERS = [
  { code: 'BOC', website: 'https://www.boc.lk', logo: '/images/banks/boc.svg' },
  { code: 'PB', website: 'https://www.peoplesbank.lk', logo: '/images/banks/pb.svg' },
  { code: 'COMB', website: 'https://www.combank.lk', logo: '/images/banks/comb.svg' },
  { code: 'HNB', website: 'https://www.hnb.lk', logo: '/images/banks/hnb.svg' },
  { code: 'SAMP', website: 'https://www.sampath.lk', logo: '/images/banks/samp.svg' },
  { code: 'SEYB', website: 'https://www.seylan.lk', logo: '/images/banks/seyb.svg' },
  { code: 'NDB', website: 'https://www.ndbbank.com', logo: '/images/banks/ndb.svg' },
  { code: 'NTB', website: 'https://www.nationstrust.com', logo: '/images/banks/ntb.svg' },
  { code: 'DFCC', website: 'https://www.dfcc.lk', logo: '/images/banks/dfcc.svg' },
  { code: 'UBC', website: 'https://www.unionb.com', logo: '/images/banks/ubc.svg' },
];

const companyName = (code: string) => {
  const company = LEASING_COMPANIES.find((entry) => entry.company_code === code);
  if (!company) throw new Error(`home partners name an unknown bank: ${code}`);
  return company.company_name;
};

export const HOME_PARTNERS: { group: PartnerGroup; name: string; imgUrl: string; imgLink: string }[] = [
  // The insurers whose site we are sure of (the companies list), with their logos.
  ...INSURERS.flatMap((insurer) =>
    insurer.website && insurer.logo
      ? [
          {
            group: 'insurer' as const,
            name: insurer.company_name,
            imgUrl: insurer.logo,
            imgLink: insurer.website,
          },
        ]
      : [],
  ),
  ...BANK_PARTNERS.map((bank) => ({
    group: 'bank' as const,
    name: companyName(bank.code),
    imgUrl: bank.logo,
    imgLink: bank.website,
  })),
];

// The spec's three credit card offers (section 9's discounts and instalment terms), hidden until an
// operator shows them.
const offer = (bank: string) => `/promotions/online-web/motor/${bank}/credit-card-offer`;
export const FEATURED_DEALS: {
  imageUrl: string;
  header: string;
  paragraph: string;
  quoteUrl: string;
  readMoreUrl: string;
  badge: ArticleBadge | null;
}[] = [
  {
    imageUrl: '/images/banks/ntb.svg',
    header: 'Nations Trust Bank cards: 10% off',
    paragraph:
      'Pay for full motor insurance with a Nations Trust Bank credit card and save 10%, or spread a premium above Rs. 10,000 over up to 12 months.',
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('ntb'),
    badge: 'FEATURED',
  },
  {
    imageUrl: '/images/banks/ndb.svg',
    header: 'NDB Bank cards: 10% off',
    paragraph:
      'Save 10% on full motor insurance with an NDB Bank credit card, and settle the premium in instalments of up to 60 months.',
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('ndb'),
    badge: 'POPULAR',
  },
  {
    imageUrl: '/images/banks/hnb.svg',
    header: 'HNB cards: pay in instalments',
    paragraph:
      'Turn a premium of Rs. 10,000 to Rs. 1 million into 6 or 12 monthly instalments on your HNB credit card; ask the bank within 5 days of paying.',
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('hnb'),
    badge: null,
  },
];
