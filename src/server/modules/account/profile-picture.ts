// The profile picture (content section 3, decision 051): a PNG by its content, whatever its name or type
// header says, made a 256×256 PNG without its metadata before it is kept.
import sharp from 'sharp';
import { PICTURE_PART, PICTURE_SIDE, PROFILE_MESSAGES } from '#domain/account/profile';
import { FieldErrors } from '#server/http/envelope';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// A small file can still claim a huge canvas: beyond this many pixels it is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

/** A field error of the upload's file part. */
export const refusePicture = (message: string) => new FieldErrors({ [PICTURE_PART]: [message] });

/** The stored form of an uploaded picture; 422 when it is not a readable PNG. */
export async function profilePictureOf(upload: Buffer): Promise<Buffer> {
  if (!upload.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    throw refusePicture(PROFILE_MESSAGES.pictureNotPng);
  try {
    // sharp writes no metadata unless asked (withMetadata), so EXIF, text chunks and ICC are dropped.
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    throw refusePicture(PROFILE_MESSAGES.pictureUnreadable);
  }
}
