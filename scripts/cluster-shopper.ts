/**
 * One shopper's visit through the balancer, as the cluster bench and the cluster tests make it:
 * sign up, browse (catalogue, a product, its page), then check out (validate the bag, create the
 * order, start the payment, pay with the local provider's 4242 card) and look at the order's status.
 * Every call's time and status is handed to `record`, so a caller can count 5xx and take percentiles.
 */
import { randomBytes } from 'node:crypto';

export const SHOPPER_ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

export type Step = 'sign-up' | 'browse' | 'product' | 'page' | 'validate' | 'create-order' | 'payment' | 'confirm' | 'status';
export type Recorder = (step: Step, status: number, ms: number) => void;

export class StepFailed extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
    message: string,
  ) {
    super(`${step}: ${status} ${message}`);
  }
}

export class Shopper {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly record: Recorder,
  ) {}

  private async send(step: Step, method: string, pathname: string, body?: object): Promise<Record<string, unknown>> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        accept: pathname.startsWith('/api/') ? 'application/json' : 'text/html',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    this.record(step, res.status, performance.now() - started);
    if (!res.ok) throw new StepFailed(step, res.status, text.slice(0, 200));
    return pathname.startsWith('/api/') ? ((JSON.parse(text) as { data: Record<string, unknown> }).data ?? {}) : {};
  }

  async signUp(): Promise<void> {
    const data = await this.send('sign-up', 'POST', '/api/v1/user/register', {
      firstName: 'Cluster',
      lastName: 'Shopper',
      email: `shopper-${randomBytes(6).toString('hex')}@example.com`,
      password: 'gentle-rosehip-2026',
    });
    this.token = data.token as string;
  }

  /** The catalogue's first page, one product's answer and its rendered page. */
  async browse(product: { id: string; slug: string }): Promise<void> {
    await this.send('browse', 'GET', '/api/v1/general/products?limit=12');
    await this.send('product', 'GET', `/api/v1/general/products/${product.id}`);
    await this.send('page', 'GET', `/products/${product.slug}`);
  }

  /** A paid order for these lines; answers its id. */
  async checkOut(lines: { productId: string; quantity: number }[]): Promise<string> {
    const bag = { items: lines, shippingAddress: SHOPPER_ADDRESS, billingAddress: SHOPPER_ADDRESS };
    await this.send('validate', 'POST', '/api/v1/general/checkout/validate', bag);
    const order = await this.send('create-order', 'POST', '/api/v1/general/checkout/create-order', bag);
    const orderId = order.orderId as string;
    const intent = await this.send('payment', 'POST', `/api/v1/general/checkout/${orderId}/payment`);
    const paid = await this.send('confirm', 'POST', '/api/v1/general/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    if (paid.status !== 'succeeded') throw new StepFailed('confirm', 200, `payment ${String(paid.status)}`);
    await this.send('status', 'GET', `/api/v1/general/checkout/${orderId}/status`);
    return orderId;
  }
}
