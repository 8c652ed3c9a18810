import type { RawAnswer } from './envelope';

/**
 * Sends a multipart body and reads the answer. The browser's is XMLHttpRequest, the one API that reports
 * upload progress; it rejects with a TypeError when no answer comes and an AbortError when aborted.
 */
export type UploadTransport = (init: {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}) => Promise<RawAnswer>;

/** The browser's upload: XMLHttpRequest, whose `upload` object reports progress (fetch does not). */
export const xhrUpload: UploadTransport = ({ url, headers, body, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      resolve({ httpStatus: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new TypeError('Upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
