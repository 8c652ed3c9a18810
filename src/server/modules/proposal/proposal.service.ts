// The proposal (motor section 2.6) completes a paid application: the page loads it by req_key with the
// vehicle as the quote saved it, and the payment that paid it.
import { PAYMENT_MESSAGES } from '../../../domain/motor/payment';
import type { Proposal } from '../../../domain/motor/payment-calls';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { notFound } from '../consumer/consumer.service';
import { APPLICATION_STATUS } from '../purchase/application-status';
import { quotedApplication } from '../purchase/quoted-application';
import type { QuoteService } from '../quote/quote.service';
import { proposalRepository } from './proposal.repository';

export type ProposalService = ReturnType<typeof proposalService>;

/** A saved quote parameter as text, or null when the quote did not have it. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

export function proposalService(db: Db, quotes: Pick<QuoteService, 'params'>) {
  const repository = proposalRepository(db);

  async function load(reqKey: string): Promise<Proposal> {
    const application = await repository.byReqKey(reqKey);
    if (application === undefined) throw notFound();
    const { payment, paidAt } = application;
    if (application.status !== APPLICATION_STATUS.paid || payment === null || paidAt === null)
      throw new ApiError(409, PAYMENT_MESSAGES.notPaid);
    const { company_code: _code, ...quoted } = quotedApplication(application);
    const vehicle = await quotes.params(application.unqHash);
    return {
      ...quoted,
      req_key: application.reqKey,
      customer_id: application.customerId,
      amount_paid: payment.amountCents,
      paid_at: paidAt.toISOString(),
      payment_reference: payment.providerPaymentId ?? payment.orderId,
      vehicle_type: vehicle.vehicle_type,
      make: vehicle.vehicle_make,
      model: vehicle.vehicle_model,
      // Third-party quotes do not ask for the year; the pages show 0 as N/A.
      manufacture_year: typeof vehicle.manufacture_year === 'number' ? vehicle.manufacture_year : 0,
      // Both quote schemas default these two, so every saved quote has them.
      is_registered: String(vehicle.is_registered),
      hire_purchase: String(vehicle.hire_purchase),
      veh_reg_format: textOf(vehicle.veh_reg_format),
      veh_registration_no: textOf(vehicle.veh_registration_no),
      engine_no: textOf(vehicle.engine_no),
      chassis_no: textOf(vehicle.chassis_no),
    };
  }

  return { load };
}
