// The type of an uploaded file, read from its first bytes (architecture, security rules): a name or a
// media type is whatever the sender says, so neither is trusted. JPEG and JPG are one type.
import { MEDIA_TYPES } from '#domain/motor/documents';

export interface FileType {
  /** As the answers name it: 'jpg', 'png', 'gif' or 'pdf'. */
  fileType: 'jpg' | 'png' | 'gif' | 'pdf';
  /** What the file is served as. */
  contentType: string;
}

const SIGNATURES: { magic: Buffer[]; type: FileType }[] = [
  { magic: [Buffer.from([0xff, 0xd8, 0xff])], type: { fileType: 'jpg', contentType: MEDIA_TYPES.jpg } },
  {
    magic: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    type: { fileType: 'png', contentType: MEDIA_TYPES.png },
  },
  {
    magic: [Buffer.from('GIF87a'), Buffer.from('GIF89a')],
    type: { fileType: 'gif', contentType: MEDIA_TYPES.gif },
  },
  // Readers accept a header a little way in; we want it first, as every PDF writer puts it.
  { magic: [Buffer.from('%PDF-')], type: { fileType: 'pdf', contentType: MEDIA_TYPES.pdf } },
];

/** The file's type when its content is one of the allowed types, else undefined. */
export function fileTypeOf(content: Buffer): FileType | undefined {
  return SIGNATURES.find(({ magic }) =>
    magic.some((bytes) => content.subarray(0, bytes.length).equals(bytes)),
  )?.type;
}
