// The partner's customers, as the partner lookup and the quote (a partner's promo link) find them.
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { PARTNER_MESSAGES } from '#domain/motor/channel-codes';
import { partnerRepository } from './partner.repository';

export function partnerService(db: Db) {
  const repository = partnerRepository(db);
  return {
    /** The customer whose promo link carries `token`; undefined for an unknown token. */
    findByToken: repository.findByToken,

    /** The customer's details for the prefilled inquiry; 'Not found' for an unknown token. */
    async details(token: string) {
      const customer = await repository.findByToken(token);
      if (customer === undefined) throw notFound(PARTNER_MESSAGES.notFound);
      const { id: _id, ...details } = customer;
      return details;
    },
  };
}
