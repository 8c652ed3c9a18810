// What the customer is sent once the cover note is made (architecture, Rulings: the server writes the text
// and picks the recipients itself): an e-mail with the link to the PDF and to the verification page, and
// a short SMS with the link.

export interface CoverNoteNotice {
  /** 'Mr K Perera'. */
  name: string;
  coverNoteNo: string;
  insurer: string;
  typeOfCover: string;
  /** 'Toyota Axio WP-CAB-1234', or the chassis number for a vehicle not registered yet. */
  vehicle: string;
  period: { from: string; to: string };
  /** The PDF's absolute address. */
  fileUrl: string;
  verifyUrl: string;
}

export function coverNoteMail(notice: CoverNoteNotice) {
  return {
    subject: `Your motor insurance cover note ${notice.coverNoteNo}`,
    text: [
      `Dear ${notice.name},`,
      '',
      `Thank you for your payment. ${notice.insurer} has issued your cover note ${notice.coverNoteNo}.`,
      '',
      `Cover: ${notice.typeOfCover}`,
      `Vehicle: ${notice.vehicle}`,
      `Period of cover: ${notice.period.from} to ${notice.period.to}`,
      '',
      `Download your cover note (PDF): ${notice.fileUrl}`,
      `Anyone can check that the cover is in force at: ${notice.verifyUrl}`,
      '',
      'Keep this e-mail: the link is the way to your cover note.',
      '',
      'Kavacha',
    ].join('\n'),
  };
}

export const coverNoteSms = (notice: CoverNoteNotice) =>
  `Your ${notice.insurer} cover note ${notice.coverNoteNo} is ready: ${notice.fileUrl}`;
