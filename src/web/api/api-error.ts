import type { FieldErrorMap } from '#domain/errors';

// What a failed call throws, whatever failed: the answer's refusal in the catalogue's words, or no answer.

/**
 * A thrown network error (no answer at all) gets its own text rather than the catalogue's
 * 'code:KIS73 something went wrong': the visitor can act on it (check the connection, try again),
 * whereas KIS73 stays for answers we cannot read (a 5xx page from a proxy, say).
 */
export const NETWORK_MESSAGE = /*i18n*/ "Can't reach Kavacha. Check your connection and try again.";

/** A refusal: `message` is always set; `fieldErrors` too when the server named the fields at fault. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; undefined when no answer came (network failure). */
  readonly httpStatus: number | undefined;
  readonly fieldErrors: FieldErrorMap | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    message: string;
    httpStatus?: number;
    fieldErrors?: FieldErrorMap;
    requestId?: string;
  }) {
    super(init.message);
    this.httpStatus = init.httpStatus;
    this.fieldErrors = init.fieldErrors;
    this.requestId = init.requestId;
  }

  /** Worth repeating without change: no answer, or the server failed. */
  get transient(): boolean {
    return this.httpStatus === undefined || this.httpStatus >= 500;
  }
}
