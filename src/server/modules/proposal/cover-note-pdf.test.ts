import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '#server/testing/pdf-text';
import { limitationsAsToUse, PERSONS_ENTITLED_TO_DRIVE } from './cover-note-facts';
import type { CoverNoteFacts } from './cover-note-pdf';
import { ASK_THE_INSURER, MOTOR_TRAFFIC_ACT_LINE, renderCoverNote, SAMPLE_NOTICE } from './cover-note-pdf';

// The cover note as a police officer and a garage read it: one page whatever the lengths, and the facts
// a roadside check needs in its text. COVER_NOTE_PDF=path keeps the file, to render it and look at it.

const LONG_NAME = `Mr ${'Kankanamge Arachchige Don Wickramasinghe '.repeat(4).trim()}`;

const facts: CoverNoteFacts = {
  coverNoteNo: 'CN-2026-7K3M9Q2X',
  issuedAt: '2026-11-23 14:07',
  insurer: 'Sri Lanka Insurance Corporation General Limited',
  insurerFacts: {
    address: 'Rakshana Mandiraya, No. 21, Vauxhall Street, Colombo 02',
    claimsHotline: '+94 11 2 357 357',
    excess: 'Rs. 5,000 for each claim; Rs. 10,000 under 25 years of age',
  },
  insured: {
    name: LONG_NAME,
    address: 'No. 123/4B, Sri Sangaraja Mawatha, Off Kandy Road, Kadawatha, Gampaha District',
    identity: 'NIC 199012345678',
  },
  vehicle: {
    type: 'Car',
    registration: 'WP CAB-1234',
    make: 'Toyota',
    model: 'Axio',
    year: 2018,
    engineCapacity: 1500,
    engineNo: '2nz-7654321',
    chassisNo: 'nze141-1234567',
  },
  typeOfCover: 'Comprehensive',
  sumInsured: 650_000_000,
  covers: Array.from({ length: 14 }, (_, index) => ({
    label: `Cover number ${index + 1} with a long name`,
    limit: index % 2 === 0 ? 'Rs. 500,000' : null,
  })),
  period: { from: '2026-12-13', fromTime: '00:00', to: '2027-12-12', toTime: '23:59' },
  limitationsAsToUse: limitationsAsToUse('Private'),
  personsEntitledToDrive: PERSONS_ENTITLED_TO_DRIVE,
  premium: [
    ...Array.from({ length: 16 }, (_, index) => ({
      label: `Premium line ${index + 1} (2.35% of the market value)`,
      amount: 1_234_567 * (index + 1),
      kind: 'item' as const,
    })),
    { label: 'Total premium', amount: 98_765_432, kind: 'total' },
  ],
  financialInterest: { company: 'LOLC Finance PLC', branch: 'Kandy', leaseExpiry: '2029-06-30' },
  verifyUrl: 'https://kavacha.lk/verify/CN-2026-7K3M9Q2X',
  sample: true,
};

/** The text with its line breaks as spaces, for phrases that wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderCoverNote', () => {
  it('is one A4 page whose text shows what a roadside check needs, long names wrapped', async () => {
    const pdf = await renderCoverNote(facts);
    if (process.env.COVER_NOTE_PDF) await writeFile(process.env.COVER_NOTE_PDF, pdf);
    const { pages, text } = await pdfText(pdf);

    expect(pages).toBe(1);
    const words = flat(text);
    for (const part of [
      'WP CAB-1234',
      'CN-2026-7K3M9Q2X',
      'From 2026-12-13 00:00',
      'To 2027-12-12 23:59',
      'LIMITATIONS AS TO USE',
      'Use only for social, domestic and pleasure purposes',
      'PERSONS ENTITLED TO DRIVE',
      '24-HOUR CLAIMS HOTLINE',
      '+94 11 2 357 357',
      'EXCESS',
      'Rs. 5,000 for each claim',
      'Rakshana Mandiraya',
      flat(MOTOR_TRAFFIC_ACT_LINE),
      '2NZ-7654321',
      'NZE141-1234567',
      'Total premium',
      'Rs. 987,654.32',
      SAMPLE_NOTICE,
      LONG_NAME,
      facts.verifyUrl,
    ])
      expect(words).toContain(part);
  });

  it("says to ask the insurer for a fact it has not given, never 'N/A'", async () => {
    const { pages, text } = await pdfText(
      await renderCoverNote({
        ...facts,
        insurerFacts: { address: null, claimsHotline: null, excess: null },
        vehicle: { ...facts.vehicle, registration: null, year: 0, engineCapacity: null },
        sample: false,
      }),
    );
    expect(pages).toBe(1);
    expect(text).toContain(ASK_THE_INSURER);
    expect(text).toContain('NOT REGISTERED YET');
    expect(text).not.toContain('N/A');
    expect(text).not.toContain('SAMPLE');
  });
});
