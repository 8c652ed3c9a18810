import type { ArticleBadge, PartnerGroup } from '#domain/articles';
import type { Locale } from '#domain/i18n';
import { INSURERS, LEASING_COMPANIES } from './companies';
import type { HomeTexts } from './content';
import { HOME_TILES } from './content';

// The home page's carousel, testimonials, partner logos and featured deals (content document, sections 2
// and 3; issue 24, decision 055). Seeded only into empty tables: once the site runs they are the
// operator's rows. The slides', testimonials' and deals' words come in each language (decision 060),
// English first; the seed adds a missing translation to a row whose English words are still these.

// One slide per product tile, leading where the tile leads (the spec's five links).
type SlideWords = { header: string; description: string };
const SLIDE_WORDS: Record<
  (typeof HOME_TILES)[number]['url'],
  { image: string; texts: HomeTexts<SlideWords> }
> = {
  '/motor/Car/full-insurance/Quotation': {
    image: 'car',
    texts: {
      en: {
        header: 'Car, jeep and SUV insurance',
        description:
          "Compare full insurance premiums from Sri Lanka's licensed insurers side by side, then buy online and get your cover note by e-mail.",
      },
      si: {
        header: 'කාර්, ජීප් සහ SUV රක්ෂණය',
        description:
          'ශ්‍රී ලංකාවේ බලපත්‍රලාභී රක්ෂණ සමාගම්වල පූර්ණ රක්ෂණ වාරික එක පෙළට සසඳා බලා, ඔන්ලයින් මිලදී ගෙන ඔබේ ආවරණ සටහන ඊමේල් මගින් ලබා ගන්න.',
      },
      ta: {
        header: 'கார், ஜீப் மற்றும் SUV காப்புறுதி',
        description:
          'இலங்கையின் உரிமம் பெற்ற காப்புறுதி நிறுவனங்களின் முழுமையான காப்புறுதிக் கட்டுப்பணங்களை அருகருகே ஒப்பிட்டுப் பார்த்து, இணையத்தில் வாங்கி, உங்கள் காப்புறுதிக் குறிப்பை (Cover Note) மின்னஞ்சலில் பெறுங்கள்.',
      },
    },
  },
  '/motor/Motor-Cycle/third-party/Quotation': {
    image: 'motorcycle',
    texts: {
      en: {
        header: 'Motorcycle insurance',
        description:
          'Third party cover for your bike in a few minutes: the legal minimum to ride, at the lowest premium we can find.',
      },
      si: {
        header: 'යතුරුපැදි රක්ෂණය',
        description:
          'මිනිත්තු කිහිපයකින් ඔබේ යතුරුපැදියට තෙවන පාර්ශ්ව රක්ෂණය: පාරේ ධාවනය කිරීමට නීතියෙන් අවශ්‍ය අවම ආවරණය, අපට සොයාගත හැකි අඩුම වාරිකයට.',
      },
      ta: {
        header: 'மோட்டார் சைக்கிள் காப்புறுதி',
        description:
          'சில நிமிடங்களில் உங்கள் மோட்டார் சைக்கிளுக்கு மூன்றாம் தரப்புக் காப்புறுதி: வீதியில் ஓட்டச் சட்டம் கோரும் குறைந்தபட்சக் காப்பு, நாம் கண்டறியக்கூடிய மிகக் குறைந்த கட்டுப்பணத்தில்.',
      },
    },
  },
  '/motor/Three-Wheeler/full-insurance/Quotation': {
    image: 'three-wheeler',
    texts: {
      en: {
        header: 'Three-wheeler insurance',
        description:
          'Private or for hire, compare full insurance for your three-wheeler, with the excess and repair terms of each insurer.',
      },
      si: {
        header: 'ත්‍රිරෝද රථ රක්ෂණය',
        description:
          'පෞද්ගලික භාවිතයට හෝ කුලියට වුවත්, එක් එක් රක්ෂණ සමාගමේ අඩුකිරීම් මුදල (excess) සහ අලුත්වැඩියා කොන්දේසි සමඟ ඔබේ ත්‍රිරෝද රථයට පූර්ණ රක්ෂණය සසඳන්න.',
      },
      ta: {
        header: 'முச்சக்கர வண்டிக் காப்புறுதி',
        description:
          'சொந்தப் பாவனைக்கோ வாடகைக்கோ, ஒவ்வொரு காப்புறுதி நிறுவனத்தின் கழிவுத் தொகை (excess) மற்றும் பழுதுபார்ப்பு நிபந்தனைகளுடன் உங்கள் முச்சக்கர வண்டிக்கான முழுமையான காப்புறுதியை ஒப்பிடுங்கள்.',
      },
    },
  },
  '/motor/Dual-Purpose/full-insurance/Quotation': {
    image: 'van',
    texts: {
      en: {
        header: 'Van and double cab insurance',
        description:
          'Dual purpose vehicles for family and business: compare full insurance and pay with your card or in instalments.',
      },
      si: {
        header: 'වෑන් සහ ඩබල් කැබ් රක්ෂණය',
        description:
          'පවුලේ සහ ව්‍යාපාරික අවශ්‍යතා සඳහා ද්විත්ව කාර්ය වාහන: පූර්ණ රක්ෂණය සසඳා, ඔබේ කාඩ්පතෙන් හෝ වාරික ක්‍රමයට ගෙවන්න.',
      },
      ta: {
        header: 'வான் மற்றும் டபிள் கேப் காப்புறுதி',
        description:
          'குடும்பத்துக்கும் வியாபாரத்துக்குமான இரட்டைப் பயன்பாட்டு வாகனங்கள்: முழுமையான காப்புறுதியை ஒப்பிட்டு, உங்கள் அட்டை மூலமோ தவணைகளிலோ செலுத்துங்கள்.',
      },
    },
  },
  '/start-ups-&-sme': {
    image: 'sme',
    texts: {
      en: {
        header: 'Health cover for start-ups and SMEs',
        description:
          'Group health and personal accident cover for a small team, with life cover included and 24 critical illnesses.',
      },
      si: {
        header: 'නව ව්‍යාපාර සහ SME සඳහා සෞඛ්‍ය රක්ෂණය',
        description:
          'කුඩා කණ්ඩායමකට සමූහ සෞඛ්‍ය සහ පුද්ගලික අනතුරු ආවරණය; ජීවිත ආවරණය සහ බරපතළ රෝග 24ක් සඳහා ආවරණය ද ඇතුළත්.',
      },
      ta: {
        header: 'புதிய தொழில்முயற்சிகள் மற்றும் SME களுக்கான சுகாதாரக் காப்புறுதி',
        description:
          'சிறிய குழுவுக்கான குழுச் சுகாதார மற்றும் தனிநபர் விபத்துக் காப்பு; ஆயுள் காப்பும் 24 கடுமையான நோய்களுக்கான காப்பும் உள்ளடங்கும்.',
      },
    },
  },
};

/** The tiles' call to action, under each slide too, in Sinhala and Tamil. */
export const HOME_SLIDES = HOME_TILES.map((tile) => {
  const { image, texts } = SLIDE_WORDS[tile.url];
  const inLanguage = (locale: 'si' | 'ta') => {
    const words = texts[locale];
    const bottomText = tile.texts[locale]?.bottomText;
    return words && bottomText ? { ...words, bottomText } : undefined;
  };
  const slideTexts: HomeTexts<SlideWords & { bottomText: string }> = {
    en: { ...texts.en, bottomText: tile.texts.en.bottomText },
    si: inLanguage('si'),
    ta: inLanguage('ta'),
  };
  return {
    headerUrl: tile.url,
    bottomTextUrl: tile.url,
    webImageUrl: `/images/slides/${image}-web.svg`,
    mobileImageUrl: `/images/slides/${image}-mobile.svg`,
    texts: slideTexts,
  };
});

// Customers' own words, first name and town; short and plain, as people write them.
// In Sinhala and Tamil they say it as people there would, in the everyday words (ඉන්ෂුවරන්ස්, கவர் நோட்),
// not word for word.
export const TESTIMONIALS: { userImgUrl: string; texts: HomeTexts<{ userName: string; comment: string }> }[] =
  [
    {
      userImgUrl: '/images/testimonials/nimali.svg',
      texts: {
        en: {
          userName: 'Nimali, Kandy',
          comment:
            "I renewed my car's insurance here for the first time. Seeing the premiums side by side took a few minutes, and the cover note came to my e-mail the same day.",
        },
        si: {
          userName: 'නිමාලි, මහනුවර',
          comment:
            'මුල් වතාවට මගේ කාර් එකේ ඉන්ෂුවරන්ස් එක මෙතනින් අලුත් කළා. හැම සමාගමකම ගාණ එක තැනින් බලාගන්න විනාඩි කිහිපයයි ගියේ. කවර් නෝට් එකත් එදාම ඊමේල් එකට ආවා.',
        },
        ta: {
          userName: 'நிமாலி, கண்டி',
          comment:
            'முதல் தடவையாக என் காரின் இன்சூரன்ஸை இங்கே புதுப்பித்தேன். எல்லாக் கம்பனிகளின் விலைகளையும் ஒரே இடத்தில் பார்க்கச் சில நிமிடங்கள்தான் எடுத்தது; கவர் நோட் அன்றைக்கே என் ஈமெயிலுக்கு வந்துவிட்டது.',
        },
      },
    },
    {
      userImgUrl: '/images/testimonials/fazil.svg',
      texts: {
        en: {
          userName: 'Fazil, Kurunegala',
          comment:
            'I drive a three-wheeler for hire. The form was short and worked well on my phone, and I paid a little less than last year for the same cover.',
        },
        si: {
          userName: 'ෆාසිල්, කුරුණෑගල',
          comment:
            'මම හයර් යන ත්‍රීවීල් එකක් එළවන්නේ. ෆෝම් එක කෙටියි, ෆෝන් එකෙන්ම ලේසියෙන් පුරවන්න පුළුවන් වුණා. ඒ ආවරණයටම ගිය අවුරුද්දට වඩා ටිකක් අඩුවෙන් ගෙව්වා.',
        },
        ta: {
          userName: 'பாசில், குருநாகல்',
          comment:
            'நான் வாடகைக்கு ஓட்டோ ஓட்டுகிறேன். ஃபோர்ம் சுருக்கமாக இருந்தது, போனிலேயே சுலபமாக நிரப்ப முடிந்தது. அதே காப்புக்குப் போன வருடத்தைவிடக் கொஞ்சம் குறைவாகத்தான் கட்டினேன்.',
        },
      },
    },
    {
      userImgUrl: '/images/testimonials/tharshan.svg',
      texts: {
        en: {
          userName: 'Tharshan, Jaffna',
          comment:
            'I was not sure my no-claims bonus would move to a new insurer. I asked for a callback and they explained it clearly before I bought.',
        },
        si: {
          userName: 'තර්ෂන්, යාපනය',
          comment:
            'මගේ නෝ ක්ලේම් බෝනස් එක අලුත් සමාගමකට මාරු වෙයිද කියලා මට සැකයක් තිබුණා. කෝල් බැක් එකක් ඉල්ලුවාම, ගන්න කලින්ම ඒක පැහැදිලිව කියලා දුන්නා.',
        },
        ta: {
          userName: 'தர்ஷன், யாழ்ப்பாணம்',
          comment:
            'என்னுடைய நோ கிளெய்ம் போனஸ் புதிய கம்பனிக்கு மாறுமா என்று சந்தேகமாக இருந்தது. திரும்ப அழைக்கச் சொன்னேன்; வாங்குவதற்கு முன்பே தெளிவாக விளக்கினார்கள்.',
        },
      },
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

/** The partners' names as Sinhala and Tamil readers know them: a bank's own name in the language, else the
 * company's name written in its script (decision 064). */
const PARTNER_NAMES: Record<string, Record<Exclude<Locale, 'en'>, string>> = {
  'Sri Lanka Insurance': { si: 'ශ්‍රී ලංකා රක්ෂණ', ta: 'ஸ்ரீ லங்கா இன்சூரன்ஸ்' },
  'Ceylinco General Insurance': { si: 'සෙලින්කෝ ජෙනරල් ඉන්ෂුවරන්ස්', ta: 'சிலிங்கோ ஜெனரல் இன்சூரன்ஸ்' },
  'Allianz Insurance Lanka': { si: 'ඇලියන්ස් ඉන්ෂුවරන්ස් ලංකා', ta: 'அலையன்ஸ் இன்சூரன்ஸ் லங்கா' },
  'Fairfirst Insurance': { si: 'ෆෙයාර්ෆස්ට් ඉන්ෂුවරන්ස්', ta: 'ஃபெயார்ஃபர்ஸ்ட் இன்சூரன்ஸ்' },
  'HNB General Insurance': { si: 'HNB ජෙනරල් ඉන්ෂුවරන්ස්', ta: 'HNB ஜெனரல் இன்சூரன்ஸ்' },
  "People's Insurance": { si: 'පීපල්ස් ඉන්ෂුවරන්ස්', ta: 'பீப்பிள்ஸ் இன்சூரன்ஸ்' },
  'LOLC General Insurance': { si: 'LOLC ජෙනරල් ඉන්ෂුවරන්ස්', ta: 'LOLC ஜெனரல் இன்சூரன்ஸ்' },
  'Cooperative Insurance': { si: 'සමුපකාර රක්ෂණ', ta: 'கூட்டுறவுக் காப்புறுதி' },
  'Amana Takaful Insurance': { si: 'අමානා තකාෆුල් ඉන්ෂුවරන්ස්', ta: 'அமானா தகாஃபுல் இன்சூரன்ஸ்' },
  'Orient Insurance': { si: 'ඔරියන්ට් ඉන්ෂුවරන්ස්', ta: 'ஓரியன்ட் இன்சூரன்ஸ்' },
  'Sanasa General Insurance': { si: 'සණස ජෙනරල් ඉන්ෂුවරන්ස්', ta: 'சணச ஜெனரல் இன்சூரன்ஸ்' },
  'Bank of Ceylon': { si: 'ලංකා බැංකුව', ta: 'இலங்கை வங்கி' },
  "People's Bank": { si: 'මහජන බැංකුව', ta: 'மக்கள் வங்கி' },
  'Commercial Bank of Ceylon': { si: 'කොමර්ෂල් බැංකුව', ta: 'கொமர்ஷல் வங்கி' },
  'Hatton National Bank': { si: 'හැටන් නැෂනල් බැංකුව', ta: 'ஹட்டன் நஷனல் வங்கி' },
  'Sampath Bank': { si: 'සම්පත් බැංකුව', ta: 'சம்பத் வங்கி' },
  'Seylan Bank': { si: 'සෙලාන් බැංකුව', ta: 'செலான் வங்கி' },
  'NDB Bank': { si: 'NDB බැංකුව', ta: 'NDB வங்கி' },
  'Nations Trust Bank': { si: 'නේෂන්ස් ට්‍රස්ට් බැංකුව', ta: 'நேஷன்ஸ் ட்ரஸ்ட் வங்கி' },
  'DFCC Bank': { si: 'DFCC බැංකුව', ta: 'DFCC வங்கி' },
  'Union Bank of Colombo': { si: 'යූනියන් බැංකුව', ta: 'யூனியன் வங்கி' },
};

const partner = (group: PartnerGroup, name: string, imgUrl: string, imgLink: string) => ({
  group,
  texts: { en: { name }, si: nameIn(name, 'si'), ta: nameIn(name, 'ta') },
  imgUrl,
  imgLink,
});
const nameIn = (name: string, locale: Exclude<Locale, 'en'>) => {
  const translated = PARTNER_NAMES[name]?.[locale];
  return translated === undefined ? undefined : { name: translated };
};

export const HOME_PARTNERS: {
  group: PartnerGroup;
  texts: HomeTexts<{ name: string }>;
  imgUrl: string;
  imgLink: string;
}[] = [
  // The insurers whose site we are sure of (the companies list), with their logos.
  ...INSURERS.flatMap((insurer) =>
    insurer.website && insurer.logo
      ? [partner('insurer', insurer.company_name, insurer.logo, insurer.website)]
      : [],
  ),
  ...BANK_PARTNERS.map((bank) => partner('bank', companyName(bank.code), bank.logo, bank.website)),
];

// The spec's three credit card offers (section 9's discounts and instalment terms), hidden until an
// operator shows them.
const offer = (bank: string) => `/promotions/online-web/motor/${bank}/credit-card-offer`;
export const FEATURED_DEALS: {
  imageUrl: string;
  texts: HomeTexts<{ header: string; paragraph: string }>;
  quoteUrl: string;
  readMoreUrl: string;
  badge: ArticleBadge | null;
}[] = [
  {
    imageUrl: '/images/banks/ntb.svg',
    texts: {
      en: {
        header: 'Nations Trust Bank cards: 10% off',
        paragraph:
          'Pay for full motor insurance with a Nations Trust Bank credit card and save 10%, or spread a premium above Rs. 10,000 over up to 12 months.',
      },
      si: {
        header: 'නේෂන්ස් ට්‍රස්ට් බැංකු කාඩ්පත්: 10% ක වට්ටමක්',
        paragraph:
          'නේෂන්ස් ට්‍රස්ට් බැංකු ක්‍රෙඩිට් කාඩ්පතකින් පූර්ණ මෝටර් රක්ෂණයට ගෙවා 10% ක් ඉතිරි කරගන්න, නැතහොත් රු. 10,000 ට වැඩි රක්ෂණ වාරිකයක් මාස 12 ක් දක්වා වාරික ක්‍රමයට ගෙවන්න.',
      },
      ta: {
        header: 'நேஷன்ஸ் ட்ரஸ்ட் வங்கி அட்டைகள்: 10% தள்ளுபடி',
        paragraph:
          'நேஷன்ஸ் ட்ரஸ்ட் வங்கிக் கடன் அட்டை மூலம் முழுமையான மோட்டார் காப்புறுதிக்குச் செலுத்தி 10% சேமியுங்கள்; அல்லது ரூ. 10,000 இற்கு மேற்பட்ட கட்டுப்பணத்தை 12 மாதங்கள் வரை தவணைகளில் செலுத்துங்கள்.',
      },
    },
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('ntb'),
    badge: 'FEATURED',
  },
  {
    imageUrl: '/images/banks/ndb.svg',
    texts: {
      en: {
        header: 'NDB Bank cards: 10% off',
        paragraph:
          'Save 10% on full motor insurance with an NDB Bank credit card, and settle the premium in instalments of up to 60 months.',
      },
      si: {
        header: 'NDB බැංකු කාඩ්පත්: 10% ක වට්ටමක්',
        paragraph:
          'NDB බැංකු ක්‍රෙඩිට් කාඩ්පතකින් පූර්ණ මෝටර් රක්ෂණයට 10% ක් ඉතිරි කරගෙන, රක්ෂණ වාරිකය මාස 60 ක් දක්වා වාරික ක්‍රමයට ගෙවා නිම කරන්න.',
      },
      ta: {
        header: 'NDB வங்கி அட்டைகள்: 10% தள்ளுபடி',
        paragraph:
          'NDB வங்கிக் கடன் அட்டை மூலம் முழுமையான மோட்டார் காப்புறுதியில் 10% சேமித்து, கட்டுப்பணத்தை 60 மாதங்கள் வரையான தவணைகளில் செலுத்தி முடியுங்கள்.',
      },
    },
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('ndb'),
    badge: 'POPULAR',
  },
  {
    imageUrl: '/images/banks/hnb.svg',
    texts: {
      en: {
        header: 'HNB cards: pay in instalments',
        paragraph:
          'Turn a premium of Rs. 10,000 to Rs. 1 million into 6 or 12 monthly instalments on your HNB credit card; ask the bank within 5 days of paying.',
      },
      si: {
        header: 'HNB කාඩ්පත්: වාරික ක්‍රමයට ගෙවන්න',
        paragraph:
          'රු. 10,000 සිට රු. මිලියන 1 දක්වා රක්ෂණ වාරිකයක් ඔබේ HNB ක්‍රෙඩිට් කාඩ්පතෙන් මාසික වාරික 6 කට හෝ 12 කට හරවා ගන්න; ගෙවා දින 5 ක් ඇතුළත බැංකුවෙන් ඉල්ලන්න.',
      },
      ta: {
        header: 'HNB அட்டைகள்: தவணைகளில் செலுத்துங்கள்',
        paragraph:
          'ரூ. 10,000 முதல் ரூ. 10 இலட்சம் வரையான கட்டுப்பணத்தை உங்கள் HNB கடன் அட்டையில் 6 அல்லது 12 மாதத் தவணைகளாக மாற்றுங்கள்; செலுத்தி 5 நாட்களுக்குள் வங்கியிடம் கோருங்கள்.',
      },
    },
    quoteUrl: '/motor/Car/full-insurance/Quotation',
    readMoreUrl: offer('hnb'),
    badge: null,
  },
];
