import { Upload } from 'lucide-react';
import type { DragEvent } from 'react';
import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_MB } from '#domain/motor/documents';

// The upload widget's first state (motor section 2.8): a drop zone that is also a labelled file input,
// so a file can be dropped with the mouse or chosen with the keyboard (Tab to it, then Enter or Space).

interface UploadDropzoneProps {
  /** The slot's title, for the input's name as a screen reader says it. */
  title: string;
  /** The message of the last refused or failed file, shown under the zone. */
  error: string | undefined;
  onFile: (file: File) => void;
}

export function UploadDropzone({ title, error, onFile }: UploadDropzoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          // Leaving for a child of the zone is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`relative rounded-xl border-2 border-dashed transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-600'
        }`}
      >
        <label
          htmlFor={id}
          className="flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 p-4 text-center"
        >
          <Upload aria-hidden="true" className="size-7 text-brand-700" />
          {/* Phones cannot drag files: they are only offered the chooser. */}
          <span className="font-semibold text-slate-900">
            <Trans>
              <span className="max-sm:hidden">Drop a file here or </span>
              <span className="text-brand-800 underline">
                <span className="sm:hidden">Choose a file</span>
                <span className="max-sm:hidden">choose a file</span>
              </span>
              <span className="sr-only"> for {title}</span>
            </Trans>
          </span>
          <span id={`${id}-hint`} className="text-sm text-slate-600">
            <Trans>JPG, PNG, GIF or PDF, up to {MAX_UPLOAD_MB} MB</Trans>
          </span>
        </label>
        <input
          id={id}
          type="file"
          name="asset"
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            take(event.target.files);
            // Choosing the same file again after a refusal must fire a change again.
            event.target.value = '';
          }}
          className="sr-only"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium break-words text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
