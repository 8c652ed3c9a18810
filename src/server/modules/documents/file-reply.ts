import type { FastifyReply } from 'fastify';
import { sendAsIs } from '#server/http/envelope';
import type { FileType } from './file-type';

/** `inline`, named as uploaded but with the extension of the type found: an ASCII name and the UTF-8 one. */
function contentDisposition(fileName: string, fileType: string) {
  const name = `${fileName.replace(/\.[^.]*$/, '') || 'document'}.${fileType}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * Sends an uploaded file as the page shows it: inline, with the type read from its content and never
 * sniffed by the browser (architecture, security rules).
 */
export function sendFile(
  reply: FastifyReply,
  file: FileType & { fileName: string; content: Buffer },
  cacheControl: string,
) {
  reply
    .header('content-disposition', contentDisposition(file.fileName, file.fileType))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl);
  return sendAsIs(reply, file.contentType, file.content);
}
