import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchasedSchema, purchaseSchema } from '#domain/motor/purchase';
import type { CoverType } from '#domain/motor/purchase-paths';
import { BUY_PATHS } from '#domain/motor/purchase-paths';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { requestLocale } from '#server/http/request-locale';
import { siteOf } from '#server/http/site';
import type { VerifiedMobileOf } from '#server/http/verified-mobile';
import { NEEDS_VERIFIED_MOBILE, verifiedMobile } from '#server/http/verified-mobile';
import type { PurchaseService } from './purchase.service';

const SUMMARIES: Record<CoverType, string> = {
  C: 'Apply for a full-insurance quotation (cover type C); answers the pay_sec_hash, and the req_key once paid',
  T: 'Apply for a third-party quotation (cover type T); answers the pay_sec_hash, and the req_key once paid',
};

export const purchaseRoutes: FastifyPluginAsyncZod<{
  purchases: PurchaseService;
  mobileOf: VerifiedMobileOf;
  publicUrl?: string;
}> = async (app, { purchases, mobileOf, publicUrl }) => {
  for (const coverType of ['C', 'T'] as const) {
    app.post(
      BUY_PATHS[coverType],
      {
        schema: {
          tags: ['purchase'],
          summary: SUMMARIES[coverType],
          security: NEEDS_VERIFIED_MOBILE,
          body: purchaseSchema,
          response: { 200: envelopeOf(purchasedSchema), ...refusals },
        },
      },
      // The message's link to the uploader: behind a proxy only PUBLIC_URL says where the site is.
      async (request) =>
        ok(
          await purchases.buy(
            await verifiedMobile(request, mobileOf),
            coverType,
            request.body,
            siteOf(request, publicUrl),
            requestLocale(request),
          ),
        ),
    );
  }
};
