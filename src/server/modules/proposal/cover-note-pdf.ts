// The cover note as a PDF (motor section 2.6, issue 20; architecture: pdfkit), laid out as a police
// officer and a garage read it: one A4 page, readable as A5 on a phone and in black and white. The
// registration number largest, beside the insurer, the cover and the period with times; the cover note
// number and the QR code to the public verification page; the law it meets, the limitations as to use
// and who may drive; the insurer's 24-hour claims hotline, address and excess; the premium at the
// bottom. Pure: the facts in, the file's bytes out; the service gathers the facts and stores the file.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type BreakdownLine, formatLineAmount } from '#domain/motor/breakdown-lines';
import type { CoverPeriod } from '#domain/motor/cover-period';
import { formatRupees } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';

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

export const SAMPLE_NOTICE = 'SAMPLE — issued in demo mode on a sample tariff; not an insurance document';

/** Part VI of the Act requires insurance against third-party risks of every motor vehicle used on a road. */
export const MOTOR_TRAFFIC_ACT_LINE =
  'This cover note is evidence of insurance that meets the third-party insurance requirement of Part VI of ' +
  'the Motor Traffic Act No. 14 of 1951, as amended.';

/** Said where the insurer has not given a fact: never 'N/A' (decision 035). */
export const ASK_THE_INSURER = 'Ask the insurer';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const GAP = 14;
const QR_SIZE = 104;
const BLACK = '#000000';
const GREY = '#404040';
const RULE = '#808080';

type Doc = PDFKit.PDFDocument;
type Font = 'Helvetica' | 'Helvetica-Bold';

/** Writes `text` wrapped to `width` at (x, y); answers its height. */
function write(doc: Doc, text: string, x: number, y: number, width: number, font: Font, size: number) {
  doc.font(font).fontSize(size).fillColor(BLACK);
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width });
  return height;
}

/** A small grey label over its value; answers the height of both. */
function labelled(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 10,
  font: Font = 'Helvetica',
) {
  const options = { width, characterSpacing: 0.4 };
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
  const labelHeight = doc.heightOfString(label.toUpperCase(), options);
  doc.text(label.toUpperCase(), x, y, options);
  return labelHeight + 1 + write(doc, value, x, y + labelHeight + 1, width, font, size);
}

/** A section's heading with a rule under it; answers its height. */
function heading(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(BLACK).text(text.toUpperCase(), x, y, { width });
  doc
    .moveTo(x, y + 12)
    .lineTo(x + width, y + 12)
    .lineWidth(0.75)
    .strokeColor(BLACK)
    .stroke();
  return 16;
}

const box = (doc: Doc, x: number, y: number, width: number, height: number, lineWidth = 1) =>
  doc.rect(x, y, width, height).lineWidth(lineWidth).strokeColor(BLACK).stroke();

const vehicleLine = ({ make, model, year, type }: CoverNoteFacts['vehicle']) =>
  [`${make} ${model}`, year > 0 ? String(year) : null, type].filter(Boolean).join(' · ');

export async function renderCoverNote(facts: CoverNoteFacts): Promise<Buffer> {
  const qrCode = await QRCode.toBuffer(facts.verifyUrl, { margin: 1, width: 3 * QR_SIZE });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Motor insurance cover note ${facts.coverNoteNo}`, Author: facts.insurer },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { vehicle, period, insurerFacts } = facts;

  // The head: what the vehicle is, large, and the QR code with the cover note's number at the right.
  const headWidth = CONTENT_WIDTH - QR_SIZE - GAP;
  let y = MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(BLACK)
    .text('MOTOR INSURANCE COVER NOTE', MARGIN, y, { width: headWidth, characterSpacing: 1 });
  y += 18;
  y += labelled(
    doc,
    'Registration number',
    vehicle.registration ?? 'NOT REGISTERED YET',
    MARGIN,
    y,
    headWidth,
    vehicle.registration === null ? 20 : 34,
    'Helvetica-Bold',
  );
  y += 2 + write(doc, vehicleLine(vehicle), MARGIN, y + 2, headWidth, 'Helvetica', 11);
  y +=
    4 + labelled(doc, 'Cover note number', facts.coverNoteNo, MARGIN, y + 4, headWidth, 13, 'Helvetica-Bold');
  doc.image(qrCode, PAGE.width - MARGIN - QR_SIZE, MARGIN, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(BLACK)
    .text('Scan to check this cover', PAGE.width - MARGIN - QR_SIZE, MARGIN + QR_SIZE + 2, {
      width: QR_SIZE,
      align: 'center',
    });
  y = Math.max(y, MARGIN + QR_SIZE + 14) + 8;

  if (facts.sample) {
    doc.font('Helvetica-Bold').fontSize(10);
    const height = doc.heightOfString(SAMPLE_NOTICE, { width: CONTENT_WIDTH - 12 });
    box(doc, MARGIN, y, CONTENT_WIDTH, height + 8, 1.5);
    write(doc, SAMPLE_NOTICE, MARGIN + 6, y + 4, CONTENT_WIDTH - 12, 'Helvetica-Bold', 10);
    y += height + 14;
  }

  // The insurer, the cover and its period side by side in one framed band.
  const third = (CONTENT_WIDTH - 2 * GAP - 16) / 3;
  const column = (index: number) => MARGIN + 8 + index * (third + GAP);
  const bandHeight =
    8 +
    Math.max(
      labelled(doc, 'Insurer', facts.insurer, column(0), y + 8, third, 12, 'Helvetica-Bold'),
      labelled(doc, 'Cover', facts.typeOfCover, column(1), y + 8, third, 12, 'Helvetica-Bold') +
        (facts.sumInsured === null
          ? 0
          : write(
              doc,
              `Sum insured ${formatRupees(facts.sumInsured)}`,
              column(1),
              doc.y + 1,
              third,
              'Helvetica',
              9.5,
            )),
      labelled(
        doc,
        'Period of cover',
        `From ${period.from} ${period.fromTime}\nTo ${period.to} ${period.toTime}`,
        column(2),
        y + 8,
        third,
        12,
        'Helvetica-Bold',
      ),
    ) +
    8;
  box(doc, MARGIN, y, CONTENT_WIDTH, bandHeight, 1.5);
  y += bandHeight + 8;
  y += write(doc, MOTOR_TRAFFIC_ACT_LINE, MARGIN, y, CONTENT_WIDTH, 'Helvetica-Bold', 9.5) + 10;

  // Two columns: who and what is insured at the left; how it may be used and whom to call at the right.
  const half = (CONTENT_WIDTH - GAP) / 2;
  const right = MARGIN + half + GAP;
  let left = y;
  left += heading(doc, 'Insured', MARGIN, left, half);
  left += labelled(doc, 'Name', facts.insured.name, MARGIN, left, half) + 5;
  left += labelled(doc, 'Address', facts.insured.address, MARGIN, left, half) + 5;
  left += labelled(doc, 'Identity', facts.insured.identity, MARGIN, left, half) + 10;
  left += heading(doc, 'Vehicle', MARGIN, left, half);
  if (vehicle.engineCapacity !== null)
    left +=
      labelled(doc, 'Engine capacity', engineCapacityText(vehicle.engineCapacity), MARGIN, left, half) + 5;
  left +=
    labelled(doc, 'Engine number', vehicle.engineNo.toUpperCase(), MARGIN, left, half, 11, 'Helvetica-Bold') +
    5;
  left +=
    labelled(
      doc,
      'Chassis number',
      vehicle.chassisNo.toUpperCase(),
      MARGIN,
      left,
      half,
      11,
      'Helvetica-Bold',
    ) + 5;
  if (facts.financialInterest !== null) {
    const { company, branch, leaseExpiry } = facts.financialInterest;
    left +=
      labelled(
        doc,
        'Financial interest',
        `${company}, ${branch} (lease to ${leaseExpiry})`,
        MARGIN,
        left,
        half,
      ) + 5;
  }

  let side = y;
  side += heading(doc, 'Limitations as to use', right, side, half);
  side += write(doc, facts.limitationsAsToUse, right, side, half, 'Helvetica', 9) + 8;
  side += heading(doc, 'Persons entitled to drive', right, side, half);
  side += write(doc, facts.personsEntitledToDrive, right, side, half, 'Helvetica', 9) + 8;
  side += heading(doc, 'In an accident or a claim', right, side, half);
  side +=
    labelled(
      doc,
      '24-hour claims hotline',
      insurerFacts.claimsHotline ?? ASK_THE_INSURER,
      right,
      side,
      half,
      14,
      'Helvetica-Bold',
    ) + 5;
  side += labelled(doc, 'Excess', insurerFacts.excess ?? ASK_THE_INSURER, right, side, half, 9.5) + 5;
  side +=
    labelled(doc, "Insurer's address", insurerFacts.address ?? ASK_THE_INSURER, right, side, half, 9.5) + 5;
  y = Math.max(left, side) + 6;

  if (facts.covers.length > 0) {
    y += heading(doc, 'Included covers', MARGIN, y, CONTENT_WIDTH);
    const covers = facts.covers.map(({ label, limit }) => (limit === null ? label : `${label} (${limit})`));
    y += write(doc, covers.join(' · '), MARGIN, y, CONTENT_WIDTH, 'Helvetica', 9) + 10;
  }

  // The premium at the bottom, its lines in two columns so the page holds them.
  y += heading(doc, 'Premium paid', MARGIN, y, CONTENT_WIDTH);
  const rows = Math.ceil(facts.premium.length / 2);
  const amountWidth = 80;
  const labelWidth = half - amountWidth - 6;
  const premiumColumn = (lines: BreakdownLine[], x: number) => {
    let top = y;
    for (const line of lines) {
      doc
        .font(line.kind === 'item' ? 'Helvetica' : 'Helvetica-Bold')
        .fontSize(8.5)
        .fillColor(BLACK);
      const height = doc.heightOfString(line.label, { width: labelWidth });
      doc.text(line.label, x, top, { width: labelWidth });
      doc.text(formatLineAmount(line.amount), x + labelWidth + 6, top, {
        width: amountWidth,
        align: 'right',
      });
      top += height + 2;
    }
    return top;
  };
  y =
    Math.max(
      premiumColumn(facts.premium.slice(0, rows), MARGIN),
      premiumColumn(facts.premium.slice(rows), right),
    ) + 8;

  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text(
    `Issued ${facts.issuedAt} (Sri Lanka time). Check that this cover is in force at\n${facts.verifyUrl}`,
    MARGIN,
    y,
    { width: CONTENT_WIDTH, link: facts.verifyUrl },
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
