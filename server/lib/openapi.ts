/**
 * The OpenAPI vocabulary every operation's entry is built from, kept in one place so a new route
 * cannot get it wrong: the tags the docs page groups operations under, the bearer scheme of each
 * token kind and the security each audience gives, and the 4xx answers, all of them the shared
 * error envelope. Routes name a tag and the refusals only they know of; plugins/docs.ts derives
 * the rest from what the route declares (lib/operation-contract.ts).
 */
import { z } from 'zod';
import { errorEnvelope } from '#contracts/envelope';
import type { Role } from './tokens';

/** The areas of the API, in the order the docs page shows them. */
export const TAG = {
  service: 'Service',
  catalogue: 'Catalogue',
  storefront: 'Storefront',
  customerAuth: 'Customer sign-in',
  account: 'Account',
  addresses: 'Addresses',
  paymentMethods: 'Payment methods',
  orders: 'Orders',
  notifications: 'Notifications',
  checkout: 'Checkout',
  payments: 'Payments',
  adminAuth: 'Admin sign-in',
  adminDashboard: 'Admin dashboard',
  adminCustomers: 'Admin customers',
  adminProducts: 'Admin products',
  adminOrders: 'Admin orders',
  adminEmails: 'Admin emails',
  adminReports: 'Admin reports',
  adminDiscounts: 'Admin discounts',
  adminSettings: 'Admin settings',
  adminStaff: 'Admin staff',
  adminNotifications: 'Admin notifications',
  adminCampaigns: 'Admin campaigns',
  adminNewsletter: 'Admin newsletter',
  adminAudit: 'Admin audit trail',
} as const;
export type ApiTag = (typeof TAG)[keyof typeof TAG];

const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  Service: 'Whether the API and its database are up.',
  Catalogue: 'Products, featured products and categories, as the storefront shows them.',
  Storefront: 'The contact form, the newsletter (and unsubscribing from campaigns) and the settings the browser needs.',
  'Customer sign-in': 'Sign up, sign in, password recovery and sign out for customers.',
  Account: 'The signed-in customer’s details, password, picture and dashboard.',
  Addresses: 'The signed-in customer’s saved shipping and billing addresses.',
  'Payment methods': 'Cards the signed-in customer saved with the payment provider (never card numbers).',
  Orders: 'The signed-in customer’s orders, and cancelling one.',
  Notifications: 'Web Push about the signed-in customer’s orders: the shop’s public key, turning notifications on and off for a device.',
  Checkout: 'Pricing a bag, placing an order, paying for it and following its status.',
  Payments: 'The payment provider’s webhook, and the local test provider’s card form.',
  'Admin sign-in': 'Admin accounts: first-run registration, accepting an invitation, sign in, password recovery.',
  'Admin dashboard': 'The back office’s figures: revenue, orders by status, new customers, low stock, daily revenue.',
  'Admin customers': 'Finding, editing, archiving and restoring customers; sending them a password reset link.',
  'Admin products': 'The whole catalogue, drafts and archived products included: adding, editing (with images) and removing.',
  'Admin orders': 'Every order: finding them, status changes, fulfilment and refunds.',
  'Admin emails': 'The outbox: every email the shop sent or queued.',
  'Admin reports': 'Sales, customers and products over a chosen range, by day, week or month, and their tables as CSV.',
  'Admin discounts': 'Discount codes: creating, editing, archiving, and how much they were used.',
  'Admin settings': 'The shop’s contact details, pricing figures, currency rates, stock and reservation settings.',
  'Admin staff': 'The admins and their invitations: inviting a colleague by email, withdrawing an invitation, removing an admin.',
  'Admin notifications': 'What happened in the shop that an admin should see: orders, failed payments, low stock, campaigns, messages.',
  'Admin campaigns': 'Email campaigns: writing, previewing, test sends, scheduling, sending and their figures.',
  'Admin newsletter': 'The newsletter’s subscribers: finding them, exporting them, and unsubscribing one for its owner.',
  'Admin audit trail': 'Every admin write, who made it, when, and the before and after of what changed; read-only.',
};

export const API_TAGS = Object.values(TAG).map((name) => ({ name, description: TAG_DESCRIPTIONS[name] }));

export const isApiTag = (name: string): name is ApiTag => Object.hasOwn(TAG_DESCRIPTIONS, name);

/** One bearer scheme per token kind: a customer token is never accepted where an admin's is needed. */
const SCHEME_OF_ROLE: Record<Role, string> = { customer: 'customerToken', admin: 'adminToken' };

export const SECURITY_SCHEMES = {
  [SCHEME_OF_ROLE.customer]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A customer token, from POST /user/register, /user/login or /user/reset-password. Valid 24 hours.',
  },
  [SCHEME_OF_ROLE.admin]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An admin token, from POST /admin/login, /admin/reset-password, /admin/invitation/accept or the first /admin/register. Valid 12 hours.',
  },
} as const;

export type SecurityRequirement = Record<string, string[]>;

/**
 * The security an audience gives: anyone (`[]`), or the bearer scheme of its token kind. A public
 * route that also accepts a token (a valid one changes what it does) lists "none" or that scheme.
 */
export function securityFor(audience: 'public' | Role, optionalToken?: Role): SecurityRequirement[] {
  if (audience !== 'public') return [{ [SCHEME_OF_ROLE[audience]]: [] }];
  return optionalToken ? [{}, { [SCHEME_OF_ROLE[optionalToken]]: [] }] : [];
}

/** True when an anonymous caller may call an operation with this security. */
export const allowsAnonymous = (security: readonly SecurityRequirement[]): boolean =>
  security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);

/** Every 4xx answer the API gives, each one the error envelope. */
export const ERROR_ANSWERS = {
  400: { name: 'BadRequest', description: 'The request is not valid: `message` says why, and `errors` names each wrong field.' },
  401: { name: 'Unauthorized', description: 'Not signed in, the token has expired or was revoked, or the email and password do not match.' },
  403: { name: 'Forbidden', description: 'Not allowed: to anyone, or (admin routes) to the caller\'s staff role.' },
  404: { name: 'NotFound', description: 'No such thing, or it belongs to another account.' },
  409: { name: 'Conflict', description: 'The change conflicts with what is stored: already taken, already done, or a limit reached.' },
  413: { name: 'PayloadTooLarge', description: 'The request or its file is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this call accepts.' },
  422: { name: 'UnprocessableContent', description: 'Well formed but not usable as asked: a discount code that cannot be applied to this bag.' },
  429: { name: 'TooManyRequests', description: 'Too many requests or attempts: wait and try again.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

export const isErrorStatus = (status: number): status is ErrorStatus => Object.hasOwn(ERROR_ANSWERS, status);

const ERROR_ENVELOPE = 'ErrorEnvelope';

export const errorResponseRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` });

/** The error envelope as a JSON Schema, from the same zod contract the client reads errors with. */
function errorEnvelopeSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelope);
  return { ...schema, description: 'Every refusal: `success` is false, `message` is for people, `data` is null.' };
}

/** The components the given 4xx answers refer to: one response each, all of them one envelope schema. */
export function errorComponents(statuses: Iterable<ErrorStatus>) {
  const responses: Record<string, unknown> = {};
  for (const status of [...new Set(statuses)].sort()) {
    const { name, description } = ERROR_ANSWERS[status];
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
    };
  }
  return { schemas: { [ERROR_ENVELOPE]: errorEnvelopeSchema() }, responses };
}
