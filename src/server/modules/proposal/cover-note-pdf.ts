// The cover note as a PDF (motor section 2.6; architecture: pdfkit): what the insurer covers, for whom,
// which vehicle, for how long and for what premium, with a QR code to the public verification page. Pure:
// the facts in, the file's bytes out; the service gathers the facts and stores the file.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { BreakdownLine } from '#domain/motor/breakdown-lines';
import { formatRupees } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';

export interface CoverNoteFacts {
  coverNoteNo: string;
  /** yyyy-mm-dd, as every date here. */
  issuedOn: string;
  insurer: string;
  insured: { name: string; address: string; identity: string };
  vehicle: {
    type: string;
    /** Null for a vehicle not registered yet. */
    registration: string | null;
    make: string;
    model: string;
    /** 0 when the quote did not ask (third party): shown as N/A. */
    year: number;
    /** cc; null for an electric vehicle or a quote made before it was asked: shown as N/A. */
    engineCapacity: number | null;
    engineNo: string;
    chassisNo: string;
  };
  typeOfCover: string;
  /** Cents; null for third party. */
  sumInsured: number | null;
  /** The quotation's covers that are included, each with its limit when it has one. */
  covers: { label: string; limit: string | null }[];
  period: { from: string; to: string };
  /** The premium paid, as the quotation's breakdown gives it, down to its total. */
  premium: BreakdownLine[];
  financialInterest: { company: string; branch: string; leaseExpiry: string } | null;
  /** The verification page's absolute address: the QR code's content, written under it too. */
  verifyUrl: string;
  /** Demo mode: says on the note that it is a sample. */
  sample: boolean;
}

export const SAMPLE_NOTICE = 'SAMPLE — issued in demo mode on a sample tariff; not an insurance document';

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 170;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = PAGE.width - MARGIN - VALUE_X;
const QR_SIZE = 96;
const INK = '#1f2937';
const MUTED = '#4b5563';

/** The document and a cursor down its page, starting a new page when the next block would not fit. */
function writer(doc: PDFKit.PDFDocument) {
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= PAGE.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  return {
    /** Keeps `height` of the page for what the caller draws; answers where it starts. */
    reserve(height: number) {
      room(height);
      const top = y;
      y += height;
      return top;
    },
    heading(text: string) {
      room(40);
      y += 10;
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, MARGIN, y, { width: CONTENT_WIDTH });
      y += 16;
      doc
        .moveTo(MARGIN, y - 3)
        .lineTo(PAGE.width - MARGIN, y - 3)
        .lineWidth(0.5)
        .strokeColor('#d1d5db')
        .stroke();
    },
    /** A label and its value side by side; `bold` for a total. */
    row(label: string, value: string, bold = false) {
      doc.fontSize(9.5);
      const height = Math.max(
        doc.font('Helvetica').heightOfString(label, { width: LABEL_WIDTH }),
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').heightOfString(value, { width: VALUE_WIDTH }),
      );
      room(height);
      doc.font('Helvetica').fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH });
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor(INK)
        .text(value, VALUE_X, y, { width: VALUE_WIDTH });
      y += height + 4;
    },
  };
}

const yearOf = (year: number) => (year > 0 ? String(year) : 'N/A');
const capacityOf = (cc: number | null) => (cc === null ? 'N/A' : engineCapacityText(cc));

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

  const page = writer(doc);
  // The QR code at the top right, the link under it: the first thing a police officer or a garage checks.
  const top = page.reserve(QR_SIZE + 22);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Motor insurance cover note', MARGIN, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Cover note number ${facts.coverNoteNo}`, MARGIN, top + 26)
    .text(`Issued on ${facts.issuedOn}`, MARGIN, top + 40);
  doc.image(qrCode, PAGE.width - MARGIN - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .fontSize(8)
    .fillColor(INK)
    .text(`Check this cover at ${facts.verifyUrl}`, MARGIN, top + QR_SIZE + 4, {
      width: CONTENT_WIDTH,
      align: 'right',
      link: facts.verifyUrl,
    });
  if (facts.sample) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#b91c1c');
    const height = doc.heightOfString(SAMPLE_NOTICE, { width: CONTENT_WIDTH });
    doc.text(SAMPLE_NOTICE, MARGIN, page.reserve(height + 4), { width: CONTENT_WIDTH });
  }

  page.heading('Insurer');
  page.row('Insurance company', facts.insurer);

  page.heading('Insured');
  page.row('Name', facts.insured.name);
  page.row('Address', facts.insured.address);
  page.row('Identity', facts.insured.identity);

  const { vehicle } = facts;
  page.heading('Vehicle');
  page.row('Registration number', vehicle.registration ?? 'Not registered yet');
  page.row('Vehicle type', vehicle.type);
  page.row('Make and model', `${vehicle.make} ${vehicle.model}`);
  page.row('Year of manufacture', yearOf(vehicle.year));
  page.row('Engine capacity', capacityOf(vehicle.engineCapacity));
  page.row('Engine number', vehicle.engineNo);
  page.row('Chassis number', vehicle.chassisNo);

  page.heading('Cover');
  page.row('Type of cover', facts.typeOfCover);
  if (facts.sumInsured !== null) page.row('Sum insured', formatRupees(facts.sumInsured));
  if (facts.covers.length > 0)
    page.row(
      'Included covers',
      facts.covers.map(({ label, limit }) => (limit === null ? label : `${label}: ${limit}`)).join('\n'),
    );
  page.row('Period of cover', `${facts.period.from} to ${facts.period.to}, both days included`);

  page.heading('Premium paid');
  for (const line of facts.premium) page.row(line.label, formatRupees(line.amount), line.kind !== 'item');

  if (facts.financialInterest !== null) {
    page.heading('Financial interest');
    page.row('Leasing company', facts.financialInterest.company);
    page.row('Branch', facts.financialInterest.branch);
    page.row('Lease expiry date', facts.financialInterest.leaseExpiry);
  }

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
