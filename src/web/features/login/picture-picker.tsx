import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { MAX_PICTURE_BYTES, PICTURE_PART, PROFILE_MESSAGES } from '#domain/account/profile';
import { useTranslateText } from '#web/i18n/translate';

// The profile picture's picker (content section 3: profilePicture (png)): a PNG by its first bytes, at most
// 5 MB, shown before it is sent. The server checks it again by its content and keeps it resized.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The message for a chosen file, or undefined when it may be sent. */
export async function pictureMessage(file: File): Promise<string | undefined> {
  if (file.size > MAX_PICTURE_BYTES) return PROFILE_MESSAGES.pictureTooLarge;
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return PNG_SIGNATURE.every((byte, index) => head[index] === byte)
    ? undefined
    : PROFILE_MESSAGES.pictureNotPng;
}

/** A preview address for `file`, revoked when it changes or the picker goes. */
function usePreview(file: File | undefined) {
  const preview = useMemo(() => file && URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return preview;
}

interface PicturePickerProps {
  label: ReactNode;
  /** A PNG that passed the checks, or undefined when none is chosen (or the last choice was refused). */
  onChange: (file: File | undefined) => void;
  file: File | undefined;
}

export function PicturePicker({ label, file, onChange }: PicturePickerProps) {
  const id = useId();
  const translate = useTranslateText();
  const [message, setMessage] = useState<string>();
  const preview = usePreview(file);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-900">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt=""
            className="size-16 shrink-0 rounded-full border border-slate-300 object-cover"
          />
        )}
        <input
          id={id}
          name={PICTURE_PART}
          type="file"
          accept="image/png"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-3 file:font-medium"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return onChange(undefined);
            void pictureMessage(chosen).then((refused) => {
              setMessage(refused);
              onChange(refused ? undefined : chosen);
            });
          }}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        <Trans>A PNG image, at most 5 MB. We keep it as a small square.</Trans>
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {translate(message)}
        </p>
      )}
    </div>
  );
}
