// Companies seeded into the database: licensed general insurers of Sri Lanka (insurer list, type I) and
// the banks and finance companies that lease or finance vehicles (the proposal's financial company).
// Names are the trading names the public knows. Codes are ours, except FIL (Fairfirst), which the site
// labels 'Without Agent'. Codes are unique across both lists. Insurers' websites are given only where we
// are sure of the domain; logos are simple placeholders in src/web/public/images/insurers. Insurers'
// facts (hotline, address, excess, agency repair) are SAMPLE values for demo mode, like the tariffs:
// confirm each with the insurer before going live.

export interface CompanySeed {
  company_code: string;
  company_name: string;
  website?: string;
  /** Path of the logo the web app serves. */
  logo?: string;
  /** An insurer's facts (decision 035): SAMPLE values, to be confirmed with each insurer before go-live. */
  facts?: InsurerFacts;
}

export interface InsurerFacts {
  /** The 24-hour claims line printed on the cover note. */
  claims_hotline: string;
  /** Head office, for the cover note and letters. */
  address: string;
  /** What the insured pays towards each own-damage claim. */
  excess: string;
  /** Which vehicles are repaired at the maker's agency rather than an approved garage. */
  agency_repair: string;
}

export const INSURERS: readonly CompanySeed[] = [
  {
    company_code: 'SLIC',
    company_name: 'Sri Lanka Insurance',
    website: 'https://www.srilankainsurance.com',
    logo: '/images/insurers/slic.svg',
    facts: {
      claims_hotline: '011 2 357 357',
      address: 'Rakshana Mandiraya, 21 Vauxhall Street, Colombo 02',
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Vehicles up to 5 years old',
    },
  },
  {
    company_code: 'CGI',
    company_name: 'Ceylinco General Insurance',
    website: 'https://www.ceylinco-insurance.com',
    logo: '/images/insurers/cgi.svg',
    facts: {
      claims_hotline: '011 2 393 939',
      address: 'Ceylinco House, 69 Janadhipathi Mawatha, Colombo 01',
      excess: 'Rs. 7,500 a claim',
      agency_repair: 'Vehicles up to 7 years old',
    },
  },
  {
    company_code: 'ALZ',
    company_name: 'Allianz Insurance Lanka',
    website: 'https://www.allianz.lk',
    logo: '/images/insurers/alz.svg',
    facts: {
      claims_hotline: '011 2 303 300',
      address: '46/10 Nawam Mawatha, Colombo 02',
      excess: 'Rs. 10,000 a claim',
      agency_repair: 'Vehicles up to 5 years old',
    },
  },
  {
    company_code: 'FIL',
    company_name: 'Fairfirst Insurance',
    website: 'https://www.fairfirst.lk',
    logo: '/images/insurers/fil.svg',
    facts: {
      claims_hotline: '011 2 428 428',
      address: "33 St. Michael's Road, Colombo 03",
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Not offered online',
    },
  },
  {
    company_code: 'HNBG',
    company_name: 'HNB General Insurance',
    website: 'https://www.hnbgeneral.com',
    logo: '/images/insurers/hnbg.svg',
    facts: {
      claims_hotline: '011 4 384 384',
      address: 'HNB Towers, 479 T. B. Jayah Mawatha, Colombo 10',
      excess: 'Rs. 7,500 a claim',
      agency_repair: 'Vehicles up to 3 years old',
    },
  },
  {
    company_code: 'PIL',
    company_name: "People's Insurance",
    website: 'https://www.peoplesinsurance.lk',
    logo: '/images/insurers/pil.svg',
    facts: {
      claims_hotline: '011 2 126 126',
      address: '7 Havelock Road, Colombo 05',
      excess: 'Rs. 2,500 a claim',
      agency_repair: 'Vehicles up to 3 years old',
    },
  },
  {
    company_code: 'LOLCG',
    company_name: 'LOLC General Insurance',
    website: 'https://www.lolcgeneral.com',
    logo: '/images/insurers/lolcg.svg',
    facts: {
      claims_hotline: '011 5 008 080',
      address: '481 T. B. Jayah Mawatha, Colombo 10',
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Leased vehicles up to 5 years old',
    },
  },
  {
    company_code: 'CIL',
    company_name: 'Continental Insurance Lanka',
    logo: '/images/insurers/cil.svg',
    facts: {
      claims_hotline: '011 5 200 300',
      address: '79 Dr. C. W. W. Kannangara Mawatha, Colombo 07',
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Vehicles up to 3 years old',
    },
  },
  {
    company_code: 'COOP',
    company_name: 'Cooperative Insurance',
    website: 'https://www.ci.lk',
    logo: '/images/insurers/coop.svg',
    facts: {
      claims_hotline: '011 2 448 448',
      address: 'Colombo 02',
      excess: 'Rs. 2,500 a claim',
      agency_repair: 'Not offered',
    },
  },
  {
    company_code: 'AMT',
    company_name: 'Amana Takaful Insurance',
    website: 'https://www.takaful.lk',
    logo: '/images/insurers/amt.svg',
    facts: {
      claims_hotline: '011 7 501 000',
      address: '660-1/1 Galle Road, Colombo 03',
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Vehicles up to 3 years old',
    },
  },
  {
    company_code: 'ORI',
    company_name: 'Orient Insurance',
    website: 'https://www.orientinsurance.lk',
    logo: '/images/insurers/ori.svg',
    facts: {
      claims_hotline: '011 7 454 454',
      address: 'Colombo 02',
      excess: 'Rs. 10,000 a claim',
      agency_repair: 'Vehicles up to 7 years old',
    },
  },
  {
    company_code: 'SGI',
    company_name: 'Sanasa General Insurance',
    website: 'https://www.sgic.lk',
    logo: '/images/insurers/sgi.svg',
    facts: {
      claims_hotline: '011 2 345 345',
      address: 'Colombo 05',
      excess: 'Rs. 2,500 a claim',
      agency_repair: 'Not offered',
    },
  },
  {
    company_code: 'MBSL',
    company_name: 'MBSL Insurance',
    logo: '/images/insurers/mbsl.svg',
    facts: {
      claims_hotline: '011 2 304 304',
      address: 'Colombo 03',
      excess: 'Rs. 5,000 a claim',
      agency_repair: 'Vehicles up to 3 years old',
    },
  },
];

export const LEASING_COMPANIES: readonly CompanySeed[] = [
  // Licensed commercial banks
  { company_code: 'BOC', company_name: 'Bank of Ceylon' },
  { company_code: 'PB', company_name: "People's Bank" },
  { company_code: 'COMB', company_name: 'Commercial Bank of Ceylon' },
  { company_code: 'HNB', company_name: 'Hatton National Bank' },
  { company_code: 'SAMP', company_name: 'Sampath Bank' },
  { company_code: 'SEYB', company_name: 'Seylan Bank' },
  { company_code: 'NDB', company_name: 'NDB Bank' },
  { company_code: 'DFCC', company_name: 'DFCC Bank' },
  { company_code: 'NTB', company_name: 'Nations Trust Bank' },
  { company_code: 'PABC', company_name: 'Pan Asia Bank' },
  { company_code: 'UBC', company_name: 'Union Bank of Colombo' },
  { company_code: 'AMANA', company_name: 'Amana Bank' },
  // Licensed finance companies
  { company_code: 'LOFC', company_name: 'LOLC Finance' },
  { company_code: 'PLF', company_name: "People's Leasing & Finance" },
  { company_code: 'CFIN', company_name: 'Central Finance' },
  { company_code: 'VFIN', company_name: 'Vallibel Finance' },
  { company_code: 'SFL', company_name: 'Singer Finance' },
  { company_code: 'AFSL', company_name: 'Alliance Finance' },
  { company_code: 'SPF', company_name: 'Siyapatha Finance' },
  { company_code: 'LBF', company_name: 'LB Finance' },
  { company_code: 'MIF', company_name: 'Mercantile Investments and Finance' },
  { company_code: 'CDB', company_name: 'Citizens Development Business Finance (CDB)' },
  { company_code: 'SFCL', company_name: 'Senkadagala Finance' },
  { company_code: 'CCF', company_name: 'Commercial Credit and Finance' },
  { company_code: 'MBSLF', company_name: 'Merchant Bank of Sri Lanka & Finance' },
  { company_code: 'HNBF', company_name: 'HNB Finance' },
  { company_code: 'AAF', company_name: 'Asia Asset Finance' },
  { company_code: 'ABF', company_name: 'Abans Finance' },
  { company_code: 'AMWF', company_name: 'AMW Capital Leasing and Finance' },
  { company_code: 'UBF', company_name: 'UB Finance' },
  { company_code: 'OFL', company_name: 'Orient Finance' },
  { company_code: 'FTX', company_name: 'Fintrex Finance' },
  { company_code: 'AMF', company_name: 'Associated Motor Finance Company' },
  { company_code: 'MAHF', company_name: 'Mahindra Ideal Finance' },
];
