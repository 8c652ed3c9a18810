import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Checkout } from '#domain/motor/payment-calls';
import { useCreateCheckout } from '../api/create-checkout';

// The payment attempt behind the Pay button: made on the first press, kept while the gateway only
// refuses the card's details (the order is still open), dropped after any other outcome so the next
// press starts afresh. Also the way to the gateway's return address: inside the site by the router.

export function useCheckout(hashCode: string) {
  const create = useCreateCheckout();
  const current = useRef<Checkout | undefined>(undefined);
  const navigate = useNavigate();
  return {
    async open(): Promise<Checkout> {
      current.current ??= await create.mutateAsync(hashCode);
      return current.current;
    },
    forget() {
      current.current = undefined;
    },
    /** Follows the gateway's redirect: the router for our own pages, the browser for another site. */
    async follow(address: string) {
      const target = new URL(address, window.location.href);
      if (target.origin === window.location.origin) await navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    },
  };
}
