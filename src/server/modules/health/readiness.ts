// Whether this instance should be sent new requests (GET /ready, docs/decisions/026): not from the moment
// it begins to shut down, so that a load balancer moves traffic to the other instances while this one
// still serves what reaches it, before it stops accepting connections.

export interface Readiness {
  readonly draining: boolean;
  /** From now on /ready answers 503; nothing else changes. */
  drain(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
