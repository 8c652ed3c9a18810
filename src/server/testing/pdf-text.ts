// The text of a PDF as a reader extracts it, for tests of the cover notes the server renders: poppler's
// pdftotext for the text, in the order it was written (-raw: each label, then its value), and pdfinfo for
// the number of pages (poppler-utils must be installed, as on the CI image).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfText {
  pages: number;
  /** The text of every page, a line of the page a line here. */
  text: string;
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const info = (await run('pdfinfo', [file])).stdout;
    const text = (await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'])).stdout;
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
    // Lines as the page has them: pdftotext separates blocks by blank lines and pages by form feeds.
    return {
      pages,
      text: text
        .replaceAll('\f', '')
        .replace(/\n{2,}/g, '\n')
        .trim(),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
