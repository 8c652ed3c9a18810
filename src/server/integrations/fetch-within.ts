// One HTTP call to a provider (the SMS gateway, a CRM), bounded in time: a provider that hangs must fail
// the delivery well within the outbox's lease, so that the outbox retries it later. Failures name the
// provider and say what happened.

/** The answer's status and text (always read, so the connection can be reused). */
export interface HttpAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/** `fetch`, given up after `timeoutMs`; a call that gets no answer throws `<label>: <reason>`. */
export async function fetchWithin(
  label: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<HttpAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: response.ok, status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`${label}: no answer within ${timeoutMs} ms`);
    }
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
