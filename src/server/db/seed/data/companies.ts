// Companies seeded into the database: licensed general insurers of Sri Lanka (insurer list, type I) and
// the banks and finance companies that lease or finance vehicles (the proposal's financial company).
// Names are the trading names the public knows. Codes are ours, except FIL (Fairfirst), which the site
// labels 'Without Agent'. Codes are unique across both lists.

export interface CompanySeed {
  company_code: string;
  company_name: string;
  website?: string;
}

export const INSURERS: readonly CompanySeed[] = [
  { company_code: 'SLIC', company_name: 'Sri Lanka Insurance' },
  { company_code: 'CGI', company_name: 'Ceylinco General Insurance' },
  { company_code: 'ALZ', company_name: 'Allianz Insurance Lanka' },
  { company_code: 'FIL', company_name: 'Fairfirst Insurance' },
  { company_code: 'HNBG', company_name: 'HNB General Insurance' },
  { company_code: 'PIL', company_name: "People's Insurance" },
  { company_code: 'LOLCG', company_name: 'LOLC General Insurance' },
  { company_code: 'CIL', company_name: 'Continental Insurance Lanka' },
  { company_code: 'COOP', company_name: 'Cooperative Insurance' },
  { company_code: 'AMT', company_name: 'Amana Takaful Insurance' },
  { company_code: 'ORI', company_name: 'Orient Insurance' },
  { company_code: 'SGI', company_name: 'Sanasa General Insurance' },
  { company_code: 'MBSL', company_name: 'MBSL Insurance' },
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
