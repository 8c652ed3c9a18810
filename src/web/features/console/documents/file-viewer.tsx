import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { QueueDocument } from '#domain/console/calls';
import { secondaryButton } from '#web/components/ui/buttons';

// The file under review: a PDF in a frame (the site's CSP forbids <object> and <embed>), or an image the
// reviewer zooms into to read small print, with the buttons or with + and - (0 fits it again).

const STEP = 1.5;
const MAX_ZOOM = 6;

export function FileViewer({ document }: { document: QueueDocument }) {
  const name = `${document.title}: ${document.file_name ?? 'file'}`;
  if (!document.file_url) return <p className="text-slate-700">No file is uploaded for this document.</p>;
  if (document.file_type === 'application/pdf')
    return (
      <iframe
        src={document.file_url}
        title={name}
        className="h-[75vh] w-full rounded-xl border border-slate-200 bg-white"
      />
    );
  return <ImageViewer src={document.file_url} alt={name} />;
}

function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [zoom, setZoom] = useState(1);
  const zoomIn = () => setZoom((current) => Math.min(current * STEP, MAX_ZOOM));
  const zoomOut = () => setZoom((current) => Math.max(current / STEP, 1));
  const fit = () => setZoom(1);
  const keys: Record<string, () => void> = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': fit };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const button = `${secondaryButton} px-3 disabled:opacity-50`;
  return (
    <div onKeyDown={onKeyDown}>
      <div role="group" aria-label="Zoom" className="mb-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={zoomOut}
          disabled={zoom === 1}
          aria-keyshortcuts="-"
          className={button}
        >
          <ZoomOut aria-hidden="true" className="size-5" />
          Zoom out
        </button>
        <button
          type="button"
          onClick={zoomIn}
          disabled={zoom === MAX_ZOOM}
          aria-keyshortcuts="+"
          className={button}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
          Zoom in
        </button>
        <button type="button" onClick={fit} aria-keyshortcuts="0" className={button}>
          <Maximize aria-hidden="true" className="size-5" />
          Fit
        </button>
        <span aria-live="polite" className="tabular-nums text-slate-700">
          {Math.round(zoom * 100)}%
        </span>
      </div>
      {/* Focusable, so the keys work and a keyboard scrolls the zoomed image. */}
      <div
        role="region"
        aria-label={`${alt} (+ and - zoom, 0 fits)`}
        tabIndex={0}
        className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white"
      >
        <img src={src} alt={alt} style={{ width: `${zoom * 100}%` }} className="h-auto max-w-none" />
      </div>
    </div>
  );
}
