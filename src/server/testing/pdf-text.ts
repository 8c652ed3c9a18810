// The text of a PDF as a reader extracts it, for tests of the cover notes the server renders: pdf.js's
// legacy build (the one that runs in Node), given its standard font data so it does not warn that it
// cannot load the fonts a PDF names without embedding (Helvetica, as pdfkit writes).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfText {
  pages: number;
  /** The text of every page, a line of the page a line here. */
  text: string;
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js takes the buffer over (detaches it), so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS })
    .promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += (item as TextItem).str;
        if ((item as TextItem).hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return { pages: document.numPages, text: lines.join('\n') };
  } finally {
    await document.destroy();
  }
}
