// The error catalogue of the specification (motor document, section 8): the texts a caller sees for
// refusals that carry no message of their own. The server answers with these texts and the web client
// falls back to them when an answer is not an envelope.
export const CATALOGUE = {
  400: 'inputs may not valid',
  401: /*i18n*/ 'Unauthorized request',
  403: /*i18n*/ 'Forbidden method..',
  404: /*i18n*/ 'Not found',
  other: 'request is not allowed',
  unknown: 'code:KIS73 something went wrong',
} as const;

export function catalogueMessage(httpStatus: number | undefined): string {
  switch (httpStatus) {
    case 400:
    case 401:
    case 403:
    case 404:
      return CATALOGUE[httpStatus];
    case undefined:
      return CATALOGUE.unknown;
    default:
      return httpStatus >= 500 ? CATALOGUE.unknown : CATALOGUE.other;
  }
}

/** Envelope `status` values: 200 success, 800 a refusal with a message, 1002 field errors. */
export const ENVELOPE_STATUS = { ok: 200, refused: 800, fieldErrors: 1002 } as const;

export type FieldErrorMap = Record<string, string[]>;

export type Envelope<T> =
  | { status: 200; success: true; data: T; error: null }
  | {
      status: 800;
      success: false;
      data: null;
      error: { error_format: 0; message: string; request_id?: string };
    }
  | { status: 1002; success: false; data: null; error: { error_format: 1; errors: FieldErrorMap } };
