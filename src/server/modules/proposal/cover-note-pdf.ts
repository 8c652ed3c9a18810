// The cover note as a PDF (motor section 2.6, issue 20; architecture: pdfkit), laid out as a police
// officer and a garage read it: one A4 page, readable as A5 on a phone and in black and white. The
// registration number largest, beside the insurer, the cover and the period with times; the cover note
// number and the QR code to the public verification page; the law it meets, the limitations as to use
// and who may drive; the insurer's 24-hour claims hotline, address and excess; the premium at the
// bottom. Pure: the facts in, the file's bytes out; the service gathers the facts and stores the file.
// Written in the customer's language (issue 21): the labels and fixed sentences by its translator, the
// data (names, numbers, the insurer's facts, addresses) as they are. English is set in Helvetica; Sinhala
// and Tamil in Noto Sans, embedded: its static files split the script and Latin into separate fonts, so
// each run of text is written in the font of its script.
import { createRequire } from 'node:module';
import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type BreakdownLine, formatLineAmount } from '#domain/motor/breakdown-lines';
import type { CoverPeriod } from '#domain/motor/cover-period';
import { formatRupees } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import type { Locale } from '#domain/i18n';
import { translator } from '#server/i18n';

export interface CoverNoteFacts {
  coverNoteNo: string;
  /** yyyy-mm-dd HH:mm, Asia/Colombo. */
  issuedAt: string;
  insurer: string;
  /** The insurer's facts; null where the insurer has not given one. */
  insurerFacts: { address: string | null; claimsHotline: string | null; excess: string | null };
  insured: { name: string; address: string; identity: string };
  vehicle: {
    type: string;
    /** Null for a vehicle not registered yet. */
    registration: string | null;
    make: string;
    model: string;
    /** 0 when the quote did not ask (third party): not shown. */
    year: number;
    /** cc; null for an electric vehicle or a quote made before it was asked: not shown. */
    engineCapacity: number | null;
    engineNo: string;
    chassisNo: string;
  };
  typeOfCover: string;
  /** Cents; null for third party. */
  sumInsured: number | null;
  /** The quotation's covers that are included, each with its limit when it has one. */
  covers: { label: string; limit: string | null }[];
  period: CoverPeriod;
  /** What the vehicle may be used for, and who may drive it. */
  limitationsAsToUse: string;
  personsEntitledToDrive: string;
  /** The premium paid, as the quotation's breakdown gives it, down to its total. */
  premium: BreakdownLine[];
  financialInterest: { company: string; branch: string; leaseExpiry: string } | null;
  /** The verification page's absolute address: the QR code's content, written under it too. */
  verifyUrl: string;
  /** Demo mode: says on the note that it is a sample. */
  sample: boolean;
}

export const SAMPLE_NOTICE =
  /*i18n*/ 'SAMPLE — issued in demo mode on a sample tariff; not an insurance document';

/** Part VI of the Act requires insurance against third-party risks of every motor vehicle used on a road. */
export const MOTOR_TRAFFIC_ACT_LINE =
  /*i18n*/ 'This cover note is evidence of insurance that meets the third-party insurance requirement of Part VI of the Motor Traffic Act No. 14 of 1951, as amended.';

/** Said where the insurer has not given a fact: never 'N/A' (decision 035). */
export const ASK_THE_INSURER = /*i18n*/ 'Ask the insurer';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const GAP = 14;
const QR_SIZE = 104;
const BLACK = '#000000';
const GREY = '#404040';
const RULE = '#808080';

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';

/** The fonts of a language: its Latin text, and the runs of its own script. */
interface Typeface {
  latin: Record<Weight, string>;
  /** Where the Latin runs sit, as the height of the script's ascent in ems; the Latin font's own if unset. */
  latinBaseline?: number;
  /**
   * Noto Sans is wider and taller than Helvetica: its sizes scaled down and its lines set closer (a line
   * gap in ems), so the note keeps the one page its layout was made for in English.
   */
  scale: number;
  lineGap: number;
  script?: { chars: RegExp; fonts: Record<Weight, string> };
}

const HELVETICA: Typeface = { latin: { regular: 'Helvetica', bold: 'Helvetica-Bold' }, scale: 1, lineGap: 0 };

const fontFile = createRequire(import.meta.url);
/** A static Noto Sans file of @fontsource: `family` 'noto-sans-sinhala', `subset` 'sinhala'. */
const notoFile = (family: string, subset: string, weight: 400 | 700) =>
  fontFile.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

/** A Noto Sans family of @fontsource, for one script. */
interface NotoFamily {
  /** 'noto-sans-sinhala' */
  family: string;
  /** 'sinhala' */
  script: string;
  /** The script's letters, as a character class's ranges. */
  letters: string;
  /** The family's ascent in ems (its hhea table), which places its baseline. */
  ascent: number;
}

const SINHALA: NotoFamily = {
  family: 'noto-sans-sinhala',
  script: 'sinhala',
  letters: '\\u0D80-\\u0DFF',
  ascent: 1.011,
};
const TAMIL: NotoFamily = {
  family: 'noto-sans-tamil',
  script: 'tamil',
  letters: '\\u0B80-\\u0BFF',
  ascent: 0.87,
};

/**
 * Noto Sans of a script for the runs of its letters (with the joiners that shape conjuncts, and the spaces
 * between its words, so that a sentence is one run and wraps as one), and Latin for the rest: Noto Sans
 * Tamil's, whose space is Noto Sans's 0.26 em, for both scripts. Noto Sans Sinhala's
 * own Latin has its script's half-em space, which set 'Sri Lanka Insurance' as far apart as Sinhala words;
 * the Latin runs sit on the script's baseline, so a line of both scripts keeps one.
 */
function noto(doc: Doc, { family, script, letters, ascent }: NotoFamily): Typeface {
  const name = (from: string, subset: string, weight: Weight) => `${from}-${subset}-${weight}`;
  for (const [from, subset] of [
    [family, script],
    [TAMIL.family, 'latin'],
  ] as const)
    for (const [weight, number] of [
      ['regular', 400],
      ['bold', 700],
    ] as const)
      doc.registerFont(name(from, subset, weight), notoFile(from, subset, number));
  const latin = (weight: Weight) => name(TAMIL.family, 'latin', weight);
  return {
    latin: { regular: latin('regular'), bold: latin('bold') },
    ...(ascent === TAMIL.ascent ? {} : { latinBaseline: ascent }),
    scale: 0.88,
    lineGap: -0.2,
    script: {
      chars: new RegExp(`[${letters}\\u200C\\u200D]+(?:[ \\u00A0]+[${letters}\\u200C\\u200D]+)*`, 'gu'),
      fonts: { regular: name(family, script, 'regular'), bold: name(family, script, 'bold') },
    },
  };
}

const TYPEFACES: Record<Locale, (doc: Doc) => Typeface> = {
  en: () => HELVETICA,
  si: (doc) => noto(doc, SINHALA),
  ta: (doc) => noto(doc, TAMIL),
};

/** `text` cut into runs of the script and of the rest, each with its font and where its baseline is. */
function runsOf(text: string, typeface: Typeface, weight: Weight) {
  const latin = (part: string) => ({
    text: part,
    font: typeface.latin[weight],
    ascent: typeface.latinBaseline,
  });
  const { script } = typeface;
  if (script === undefined) return [latin(text)];
  const runs: { text: string; font: string; ascent?: number }[] = [];
  let at = 0;
  for (const match of text.matchAll(script.chars)) {
    if (match.index > at) runs.push(latin(text.slice(at, match.index)));
    runs.push({ text: match[0], font: script.fonts[weight] });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push(latin(text.slice(at)));
  return runs;
}

/** The page being written: the document, its language's fonts and its translator; the size in use. */
interface Page {
  doc: Doc;
  typeface: Typeface;
  i18n: I18n;
  size: number;
}

/** Sets the size of the text written next: `points` as Helvetica would set it. */
function setSize(page: Page, points: number) {
  page.size = points * page.typeface.scale;
  return page.doc.fontSize(page.size);
}

/**
 * Writes `text` at (x, y) in its fonts, its runs continuing one another on the same lines; answers the
 * height written. Size and colour are set by the caller.
 */
function put(
  { doc, typeface, size }: Page,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
  weight: Weight,
) {
  const runs = runsOf(text, typeface, weight);
  runs.forEach((run, index) => {
    doc.font(run.font);
    const continued = index < runs.length - 1;
    // PDFKit takes a number as the baseline's distance above the line's top, negated.
    const placed = {
      lineGap: typeface.lineGap * size,
      ...(run.ascent === undefined ? {} : { baseline: -run.ascent * size }),
    };
    if (index === 0) doc.text(run.text, x, y, { ...placed, ...options, continued });
    else doc.text(run.text, { ...placed, continued });
  });
  return doc.y - y;
}

/** Writes `text` wrapped to `width` at (x, y); answers its height. */
function write(page: Page, text: string, x: number, y: number, width: number, weight: Weight, size: number) {
  setSize(page, size).fillColor(BLACK);
  return put(page, text, x, y, { width }, weight);
}

/** A small grey label over its value; answers the height of both. */
function labelled(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 10,
  weight: Weight = 'regular',
) {
  setSize(page, 7.5).fillColor(GREY);
  const labelHeight = put(page, label.toUpperCase(), x, y, { width, characterSpacing: 0.4 }, 'regular');
  return labelHeight + 1 + write(page, value, x, y + labelHeight + 1, width, weight, size);
}

/** A section's heading with a rule under it; answers its height. */
function heading(page: Page, text: string, x: number, y: number, width: number) {
  const { doc } = page;
  setSize(page, 9.5).fillColor(BLACK);
  const height = put(page, text.toUpperCase(), x, y, { width }, 'bold');
  const under = y + Math.max(12, height);
  doc
    .moveTo(x, under)
    .lineTo(x + width, under)
    .lineWidth(0.75)
    .strokeColor(BLACK)
    .stroke();
  return under - y + 4;
}

const box = (doc: Doc, x: number, y: number, width: number, height: number, lineWidth = 1) =>
  doc.rect(x, y, width, height).lineWidth(lineWidth).strokeColor(BLACK).stroke();

const vehicleLine = ({ make, model, year, type }: CoverNoteFacts['vehicle']) =>
  [`${make} ${model}`, year > 0 ? String(year) : null, type].filter(Boolean).join(' · ');

/** The cover note of `facts` in `locale`, the customer's language (English by default). */
export async function renderCoverNote(facts: CoverNoteFacts, locale: Locale = 'en'): Promise<Buffer> {
  const i18n = translator(locale);
  const qrCode = await QRCode.toBuffer(facts.verifyUrl, { margin: 1, width: 3 * QR_SIZE });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: i18n._(/*i18n*/ 'Motor insurance cover note {coverNoteNo}', { coverNoteNo: facts.coverNoteNo }),
      Author: facts.insurer,
    },
    lang: locale,
  });
  const page: Page = { doc, typeface: TYPEFACES[locale](doc), i18n, size: 10 };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { vehicle, period, insurerFacts } = facts;
  const askTheInsurer = i18n._(ASK_THE_INSURER);

  // The head: what the vehicle is, large, and the QR code with the cover note's number at the right.
  const headWidth = CONTENT_WIDTH - QR_SIZE - GAP;
  let y = MARGIN;
  setSize(page, 11).fillColor(BLACK);
  put(
    page,
    i18n._(/*i18n*/ 'MOTOR INSURANCE COVER NOTE'),
    MARGIN,
    y,
    { width: headWidth, characterSpacing: 1 },
    'bold',
  );
  y = Math.max(y + 18, doc.y + 4);
  y += labelled(
    page,
    i18n._(/*i18n*/ 'Registration number'),
    vehicle.registration ?? i18n._(/*i18n*/ 'NOT REGISTERED YET'),
    MARGIN,
    y,
    headWidth,
    vehicle.registration === null ? 20 : 34,
    'bold',
  );
  y += 2 + write(page, vehicleLine(vehicle), MARGIN, y + 2, headWidth, 'regular', 11);
  y +=
    4 +
    labelled(
      page,
      i18n._(/*i18n*/ 'Cover note number'),
      facts.coverNoteNo,
      MARGIN,
      y + 4,
      headWidth,
      13,
      'bold',
    );
  doc.image(qrCode, PAGE.width - MARGIN - QR_SIZE, MARGIN, { width: QR_SIZE, height: QR_SIZE });
  setSize(page, 7.5).fillColor(BLACK);
  const scanHeight = put(
    page,
    i18n._(/*i18n*/ 'Scan to check this cover'),
    PAGE.width - MARGIN - QR_SIZE,
    MARGIN + QR_SIZE + 2,
    { width: QR_SIZE, align: 'center' },
    'regular',
  );
  y = Math.max(y, MARGIN + QR_SIZE + 4 + Math.max(10, scanHeight)) + 8;

  if (facts.sample) {
    const height = write(page, i18n._(SAMPLE_NOTICE), MARGIN + 6, y + 4, CONTENT_WIDTH - 12, 'bold', 10);
    box(doc, MARGIN, y, CONTENT_WIDTH, height + 8, 1.5);
    y += height + 14;
  }

  // The insurer, the cover and its period side by side in one framed band.
  const third = (CONTENT_WIDTH - 2 * GAP - 16) / 3;
  const column = (index: number) => MARGIN + 8 + index * (third + GAP);
  const coverHeight = () => {
    const height = labelled(
      page,
      i18n._(/*i18n*/ 'Cover'),
      facts.typeOfCover,
      column(1),
      y + 8,
      third,
      12,
      'bold',
    );
    if (facts.sumInsured === null) return height;
    const sumInsured = i18n._(/*i18n*/ 'Sum insured {amount}', { amount: formatRupees(facts.sumInsured) });
    return height + write(page, sumInsured, column(1), doc.y + 1, third, 'regular', 9.5);
  };
  const bandHeight =
    8 +
    Math.max(
      labelled(page, i18n._(/*i18n*/ 'Insurer'), facts.insurer, column(0), y + 8, third, 12, 'bold'),
      coverHeight(),
      labelled(
        page,
        i18n._(/*i18n*/ 'Period of cover'),
        [
          i18n._(/*i18n*/ 'From {start}', { start: `${period.from} ${period.fromTime}` }),
          i18n._(/*i18n*/ 'To {end}', { end: `${period.to} ${period.toTime}` }),
        ].join('\n'),
        column(2),
        y + 8,
        third,
        12,
        'bold',
      ),
    ) +
    8;
  box(doc, MARGIN, y, CONTENT_WIDTH, bandHeight, 1.5);
  y += bandHeight + 8;
  y += write(page, i18n._(MOTOR_TRAFFIC_ACT_LINE), MARGIN, y, CONTENT_WIDTH, 'bold', 9.5) + 10;

  // Two columns: who and what is insured at the left; how it may be used and whom to call at the right.
  const half = (CONTENT_WIDTH - GAP) / 2;
  const right = MARGIN + half + GAP;
  let left = y;
  left += heading(page, i18n._(/*i18n*/ 'Insured'), MARGIN, left, half);
  left += labelled(page, i18n._(/*i18n*/ 'Name'), facts.insured.name, MARGIN, left, half) + 5;
  left += labelled(page, i18n._(/*i18n*/ 'Address'), facts.insured.address, MARGIN, left, half) + 5;
  left += labelled(page, i18n._(/*i18n*/ 'Identity'), facts.insured.identity, MARGIN, left, half) + 10;
  left += heading(page, i18n._(/*i18n*/ 'Vehicle'), MARGIN, left, half);
  if (vehicle.engineCapacity !== null)
    left +=
      labelled(
        page,
        i18n._(/*i18n*/ 'Engine capacity'),
        engineCapacityText(vehicle.engineCapacity),
        MARGIN,
        left,
        half,
      ) + 5;
  // The numbers a garage or the police check against the vehicle: larger, in bold.
  const numbers = [
    [i18n._(/*i18n*/ 'Engine number'), vehicle.engineNo],
    [i18n._(/*i18n*/ 'Chassis number'), vehicle.chassisNo],
  ] as const;
  for (const [label, number] of numbers)
    left += labelled(page, label, number.toUpperCase(), MARGIN, left, half, 11, 'bold') + 5;
  if (facts.financialInterest !== null) {
    const { company, branch, leaseExpiry } = facts.financialInterest;
    left +=
      labelled(
        page,
        i18n._(/*i18n*/ 'Financial interest'),
        i18n._(/*i18n*/ '{company}, {branch} (lease to {leaseExpiry})', { company, branch, leaseExpiry }),
        MARGIN,
        left,
        half,
      ) + 5;
  }

  let side = y;
  side += heading(page, i18n._(/*i18n*/ 'Limitations as to use'), right, side, half);
  side += write(page, facts.limitationsAsToUse, right, side, half, 'regular', 9) + 8;
  side += heading(page, i18n._(/*i18n*/ 'Persons entitled to drive'), right, side, half);
  side += write(page, facts.personsEntitledToDrive, right, side, half, 'regular', 9) + 8;
  side += heading(page, i18n._(/*i18n*/ 'In an accident or a claim'), right, side, half);
  side +=
    labelled(
      page,
      i18n._(/*i18n*/ '24-hour claims hotline'),
      insurerFacts.claimsHotline ?? askTheInsurer,
      right,
      side,
      half,
      14,
      'bold',
    ) + 5;
  side +=
    labelled(page, i18n._(/*i18n*/ 'Excess'), insurerFacts.excess ?? askTheInsurer, right, side, half, 9.5) +
    5;
  side +=
    labelled(
      page,
      i18n._(/*i18n*/ "Insurer's address"),
      insurerFacts.address ?? askTheInsurer,
      right,
      side,
      half,
      9.5,
    ) + 5;
  y = Math.max(left, side) + 6;

  if (facts.covers.length > 0) {
    y += heading(page, i18n._(/*i18n*/ 'Included covers'), MARGIN, y, CONTENT_WIDTH);
    const covers = facts.covers.map(({ label, limit }) => (limit === null ? label : `${label} (${limit})`));
    y += write(page, covers.join(' · '), MARGIN, y, CONTENT_WIDTH, 'regular', 9) + 10;
  }

  // The premium at the bottom, its lines in two columns so the page holds them.
  y += heading(page, i18n._(/*i18n*/ 'Premium paid'), MARGIN, y, CONTENT_WIDTH);
  const rows = Math.ceil(facts.premium.length / 2);
  const amountWidth = 80;
  const labelWidth = half - amountWidth - 6;
  const premiumColumn = (lines: BreakdownLine[], x: number) => {
    let top = y;
    for (const line of lines) {
      const weight = line.kind === 'item' ? 'regular' : 'bold';
      setSize(page, 8.5).fillColor(BLACK);
      const height = put(page, line.label, x, top, { width: labelWidth }, weight);
      put(
        page,
        formatLineAmount(line.amount),
        x + labelWidth + 6,
        top,
        { width: amountWidth, align: 'right' },
        weight,
      );
      top += height + 2;
    }
    return top;
  };
  y =
    Math.max(
      premiumColumn(facts.premium.slice(0, rows), MARGIN),
      premiumColumn(facts.premium.slice(rows), right),
    ) + 8;

  setSize(page, 8).fillColor(GREY);
  put(
    page,
    i18n._(/*i18n*/ 'Issued {issuedAt} (Sri Lanka time). Check that this cover is in force at\n{verifyUrl}', {
      issuedAt: facts.issuedAt,
      verifyUrl: facts.verifyUrl,
    }),
    MARGIN,
    y,
    { width: CONTENT_WIDTH, link: facts.verifyUrl },
    'regular',
  );
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(PAGE.width - MARGIN, y - 4)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
