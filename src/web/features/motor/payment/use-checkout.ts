import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Checkout } from '#domain/motor/payment-calls';
import type { CardDigits } from '../api/create-checkout';
import { useCreateCheckout } from '../api/create-checkout';

// The payment attempt behind the Pay button: made on the first press, kept while the gateway only
// refuses the card's details (the order is still open), dropped after any other outcome so the next
// press starts afresh, as does another card (an attempt priced for a card is held to it, decision 062). Also the way to the gateway's return address: inside the site by the router.

export function useCheckout(hashCode: string) {
  const create = useCreateCheckout();
  const current = useRef<{ checkout: Checkout; card: string } | undefined>(undefined);
  const navigate = useNavigate();
  return {
    /** `card`: the digits of the card to be paid with, when the price may depend on it. */
    async open(card?: CardDigits): Promise<Checkout> {
      const key = card ? `${card.card_bin}-${card.card_last4}` : '';
      if (current.current?.card !== key)
        current.current = { checkout: await create.mutateAsync({ hashCode, card }), card: key };
      return current.current.checkout;
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
