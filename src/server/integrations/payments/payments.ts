// Payment gateways (architecture, Integrations): the built-in sandbox gateway by default, PayHere with
// PAYMENT_PROVIDER=payhere.
import type { Config } from '#server/config';
import type { PaymentGateway } from './gateway';
import { payhereGateway } from './payhere';
import { sandboxGateway } from './sandbox';

export function paymentsFor(
  config: Pick<Config, 'providers' | 'sandboxGateway' | 'payhere'>,
): PaymentGateway {
  switch (config.providers.payments) {
    case 'sandbox':
      return sandboxGateway(config.sandboxGateway);
    case 'payhere':
      return payhereGateway(config.payhere);
  }
}
