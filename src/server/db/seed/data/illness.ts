// The major illness cover's SAMPLE product data (content sections 3 and 9; decision 063): which insurers
// sell it, their limits and premiums, the sub-limits of the schedule of benefits, the illnesses covered and
// not covered, the health declarations and the sales channels. Premiums and lists are samples, like the
// motor tariffs: confirm each with the insurer before going live; operators change them in the database.
import type { DeclarationOptions } from '#domain/illness/declaration';
import { COVER_STEP_RUPEES, MAX_COVER_RUPEES } from '#domain/illness/cover';
import type { RelationshipCode } from '#domain/illness/policy-holder';

export const ILLNESS_CHANNELS = [
  // The site's own channel (the spec's default): a No may be explained in the sub-questions.
  { code: 'Web-Motor', agent: false, subQuestions: true },
  // The operator's own app: a No is refused, as the spec's other flow does.
  { code: 'Dialog', agent: false, subQuestions: false },
  // Agents selling on the customer's behalf: the agent's e-mail is asked.
  { code: 'CI-Agent', agent: true, subQuestions: true },
] as const;

export const ILLNESS_RELATIONSHIPS: readonly { code: RelationshipCode; description: string }[] = [
  { code: 'MS', description: 'Main member (self)' },
  { code: 'SO', description: 'Son' },
  { code: 'DA', description: 'Daughter' },
  { code: 'SIL', description: 'Son-in-law' },
  { code: 'DIL', description: 'Daughter-in-law' },
];

/**
 * The schedule of benefits (section 9) for Rs. 1,000,000; a smaller cover's sub-limits are the same share
 * of it, since covers below 1 million are paid proportionately.
 */
export const BENEFITS = [
  {
    name: 'Yearly or per-event limit',
    description: 'The most paid in a policy year or for one event',
    share: 1,
  },
  { name: 'Room charges', description: 'Hospital room, board and nursing', share: 0.3 },
  {
    name: 'Specialised services',
    description: 'Specialist consultations, scans, laboratory tests and intensive care',
    share: 0.2,
  },
  {
    name: 'Other expenses',
    description: 'Surgery, medicines and other hospital expenses',
    share: 0.5,
  },
] as const;

export const COVERS = Array.from(
  { length: MAX_COVER_RUPEES / COVER_STEP_RUPEES },
  (_, step) => (step + 1) * COVER_STEP_RUPEES,
);

const CORE_ILLNESSES = [
  'Cancer',
  'Heart attack',
  'Coronary artery bypass surgery',
  'Stroke',
  'Kidney failure',
  'Major organ transplant',
  'Paralysis',
  'Heart valve surgery',
  'Coma',
  'Multiple sclerosis',
];
const MORE_ILLNESSES = [
  'Surgery of the aorta',
  'Blindness',
  'Loss of speech',
  'Major burns',
  "Parkinson's disease",
  "Alzheimer's disease",
  'Motor neurone disease',
  'Benign brain tumour',
];
const NOT_COVERED = [
  'Any illness first diagnosed within the first 30 days of cover',
  'Pre-existing conditions',
  'Intentional self-injury',
  'HIV or AIDS',
  'Misuse of alcohol or drugs',
  'Congenital conditions',
];

const HEALTH_OPTIONS: DeclarationOptions = {
  proceedWithSubQuestions: true,
  subQuestions: [
    {
      question: 'Which of these have you been treated for?',
      type: 'checkbox',
      answers: ['Diabetes', 'High blood pressure', 'High cholesterol', 'Asthma', 'Thyroid disorder'],
    },
    { question: 'Give the illness, the year and the treatment', type: 'textarea', answers: [] },
  ],
};
const DECLARATIONS = [
  {
    title: 'Good health',
    description:
      'I am in good health and have never been diagnosed with, treated for or advised about any illness or condition that needs regular medication.',
    options: HEALTH_OPTIONS,
  },
  {
    title: 'No pending tests',
    description: 'I am not waiting for any medical test, investigation, treatment or surgery.',
    options: null,
  },
  {
    title: 'No earlier refusal',
    description: 'No insurer has declined, postponed or charged extra for a life or health proposal of mine.',
    options: null,
  },
];

export interface IllnessCompanySeed {
  code: string;
  name: string;
  logoUrl: string;
  /** The annual premium in millionths of the cover (4275 is 0.4275%). */
  rateMillionths: number;
  covered: readonly string[];
  declarations: readonly { title: string; description: string; options: DeclarationOptions | null }[];
}

export const ILLNESS_COMPANIES: readonly IllnessCompanySeed[] = [
  {
    code: 'SLIC',
    name: 'Sri Lanka Insurance',
    logoUrl: '/images/insurers/slic.svg',
    rateMillionths: 4275,
    covered: [...CORE_ILLNESSES, ...MORE_ILLNESSES],
    declarations: DECLARATIONS,
  },
  {
    code: 'ALZ',
    name: 'Allianz Insurance Lanka',
    logoUrl: '/images/insurers/alz.svg',
    rateMillionths: 4550,
    covered: [...CORE_ILLNESSES, ...MORE_ILLNESSES.slice(0, 4)],
    declarations: DECLARATIONS.slice(0, 2),
  },
  {
    code: 'FIL',
    name: 'Fairfirst Insurance',
    logoUrl: '/images/insurers/fil.svg',
    rateMillionths: 3985,
    covered: CORE_ILLNESSES,
    declarations: DECLARATIONS,
  },
  {
    code: 'HNBG',
    name: 'HNB General Insurance',
    logoUrl: '/images/insurers/hnbg.svg',
    rateMillionths: 4810,
    covered: [...CORE_ILLNESSES, ...MORE_ILLNESSES.slice(4)],
    declarations: [DECLARATIONS[0]!, DECLARATIONS[2]!],
  },
];

export const ILLNESS_NOT_COVERED = NOT_COVERED;

/** A limit's annual premium in cents: the company's rate on the cover. */
export const samplePremiumCents = (company: IllnessCompanySeed, cover: number) =>
  Math.round((cover * company.rateMillionths) / 10_000);
