import { randomBytes } from 'node:crypto';

// Online payment methods go through a payment gateway: the shopper pays on the gateway's page and the
// gateway reports back. In development and tests a simulated gateway serves bKash, Nagad and
// SSLCommerz; a real one plugs in behind the same interface.

export interface PaymentGateway {
  /** The payment type it serves (`bkash`, `nagad`, `sslcommerz`). */
  key: string;
  /** Where the shopper pays the charge with this reference. */
  pageUrl(reference: string): string;
}

const SIMULATED_PAYMENT_TYPES = ['bkash', 'nagad', 'sslcommerz'];

/** The simulated gateway exists outside production, or when explicitly enabled. */
export function isSimulatedGatewayEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.ENABLE_SIMULATED_GATEWAY === '1';
}

function simulatedGateway(key: string): PaymentGateway {
  return { key, pageUrl: (reference) => `/payment/simulated/${reference}` };
}

/** The gateway for an online payment type; null when none serves it (cash on delivery, or the gateway is off). */
export function findGateway(paymentTypeKey: string, env: NodeJS.ProcessEnv = process.env): PaymentGateway | null {
  if (SIMULATED_PAYMENT_TYPES.includes(paymentTypeKey) && isSimulatedGatewayEnabled(env)) return simulatedGateway(paymentTypeKey);
  return null;
}

/** A charge's reference: unguessable, since knowing it is enough to open the gateway's page. */
export function newGatewayReference(): string {
  return randomBytes(16).toString('hex');
}
