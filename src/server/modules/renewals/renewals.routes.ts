// The renewal calls (issue 23, docs/decisions/049): the quotation answers of a policy, by the key of its
// renewal link (the key guards it, as a cover note's link does) or for the signed-in customer's own policy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OWN_RENEWAL_API,
  renewalAnswerSchema,
  renewalKeyParams,
  renewalPolicyParams,
} from '#domain/motor/renewal';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { CustomerGuard } from '../account/customer-guard';
import { CUSTOMER_SECURITY } from '../account/customer-guard';
import type { RenewalService } from './renewals.service';

const tags = ['renewals'];

export const renewalRoutes: FastifyPluginAsyncZod<{
  renewals: RenewalService;
  guard: CustomerGuard;
}> = async (app, { renewals, guard }) => {
  app.get(
    `${OWN_RENEWAL_API}/:policy_number`,
    {
      preParsing: guard.requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's own policy as the quotation form is filled to renew it, with its renewal key; " +
          "403 for another customer's policy",
        security: CUSTOMER_SECURITY,
        params: renewalPolicyParams,
        response: { 200: envelopeOf(renewalAnswerSchema), ...refusals },
      },
    },
    async (request) =>
      ok(await renewals.ofCustomer(guard.customerIdOf(request), request.params.policy_number)),
  );

  app.get(
    '/v3/renewals/:key',
    {
      schema: {
        tags,
        summary:
          'The policy of a renewal link as the quotation form is filled to renew it; 404 for a key unknown, ' +
          'of a cancelled or renewed policy, or past its last day (30 days after the cover ends)',
        params: renewalKeyParams,
        response: { 200: envelopeOf(renewalAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await renewals.byKey(request.params.key)),
  );
};
