/**
 * Every route of docs/product/storefront.md#storefront-routes, in one place. `path` is the router pattern; `getHref` builds a
 * link. Link with `getHref()`, route with `path`; never type a path string anywhere else.
 */

interface StaticPath<P extends string = string> {
  readonly path: P;
  readonly getHref: () => P;
}

const fixed = <P extends string>(path: P): StaticPath<P> => ({ path, getHref: () => path });
const withId = <P extends string>(path: P, build: (id: string) => string) => ({
  path,
  getHref: (id: string) => build(encodeURIComponent(id)),
});

/** The query parameter that carries where a guarded visitor was going (e.g. /login?next=/orders). */
export const NEXT_PARAM = 'next';

/**
 * A link that opens My Bag (the drawer has no route of its own): the installed app's 'My Bag'
 * shortcut. The storefront opens the drawer and drops the parameter.
 */
export const OPEN_BAG_PARAM = 'bag';
export const OPEN_BAG_HREF = `/?${OPEN_BAG_PARAM}=open`;

/**
 * The query parameter that opens checkout at the Payment step for an order already placed: "Pay now"
 * on a pending order's page (docs/decisions/0255-abandoned-checkouts.md).
 */
export const PAY_ORDER_PARAM = 'order';

const loginHref = (base: string) => (next?: string) =>
  next ? `${base}?${NEXT_PARAM}=${encodeURIComponent(next)}` : base;

export const paths = {
  storefront: {
    home: fixed('/'),
    shop: fixed('/shop'),
    about: fixed('/about'),
    story: fixed('/story'),
    contact: fixed('/contact'),
    products: fixed('/products'),
    product: withId('/products/:id', (id) => `/products/${id}`),
    login: { path: '/login', getHref: loginHref('/login') },
    register: fixed('/register'),
    forgotPassword: fixed('/forgot-password'),
    resetPassword: fixed('/reset-password'),
    /** Not in the spec: the two links an email change sends (decision 0030). */
    confirmEmail: fixed('/confirm-email'),
    undoEmailChange: fixed('/undo-email-change'),
    unsubscribe: fixed('/unsubscribe'),
    /** Not in the product's route list: the newsletter's confirmation link (decision 0220). */
    newsletterConfirm: fixed('/newsletter/confirm'),
    checkout: fixed('/checkout'),
    /** Checkout paying an order already placed (`PAY_ORDER_PARAM`). */
    payOrder: { path: '/checkout', getHref: (orderId: string) => `/checkout?${PAY_ORDER_PARAM}=${encodeURIComponent(orderId)}` },
    journal: fixed('/journal'),
    privacyPolicy: fixed('/privacy-policy'),
    shippingPolicy: fixed('/shipping-policy'),
    refundPolicy: fixed('/refund-and-return-policy'),
    termsOfService: fixed('/terms-of-service'),
  },
  /** The customer account area (guarded). */
  account: {
    dashboard: fixed('/dashboard'),
    overview: fixed('/overview'),
    /** Spelt so in the spec, and kept: links to it already exist in the wild. */
    addresses: fixed('/addressess'),
    orders: fixed('/orders'),
    order: withId('/orders/:id', (id) => `/orders/${id}`),
    accountDetails: fixed('/account-details'),
    paymentMethods: fixed('/payment-methods'),
  },
  admin: {
    root: fixed('/admin'),
    // Outside the admin layout.
    login: { path: '/admin/login', getHref: loginHref('/admin/login') },
    register: fixed('/admin/register'),
    forgotPassword: fixed('/admin/forgot-password'),
    resetPassword: fixed('/admin/reset-password'),
    /** The emailed invitation's page (decision 0225). */
    invitation: fixed('/admin/invitation'),
    // Inside the admin layout (guarded).
    dashboard: fixed('/admin/dashboard'),
    customers: fixed('/admin/customers'),
    customer: withId('/admin/customers/:id', (id) => `/admin/customers/${id}`),
    customerEdit: withId('/admin/customers/:id/edit', (id) => `/admin/customers/${id}/edit`),
    marketing: fixed('/admin/marketing'),
    discounts: fixed('/admin/marketing/discounts'),
    campaigns: fixed('/admin/marketing/email-campaigns'),
    campaignCreate: fixed('/admin/marketing/email-campaigns/create'),
    campaign: withId('/admin/marketing/email-campaigns/:id', (id) => `/admin/marketing/email-campaigns/${id}`),
    campaignEdit: withId('/admin/marketing/email-campaigns/:id/edit', (id) => `/admin/marketing/email-campaigns/${id}/edit`),
    subscribers: fixed('/admin/marketing/newsletter-subscribers'),
    orders: fixed('/admin/orders'),
    order: withId('/admin/orders/:id', (id) => `/admin/orders/${id}`),
    products: fixed('/admin/products'),
    productAdd: fixed('/admin/products/add'),
    product: withId('/admin/products/:id', (id) => `/admin/products/${id}`),
    productEdit: withId('/admin/products/:id/edit', (id) => `/admin/products/${id}/edit`),
    reports: fixed('/admin/reports'),
    settings: fixed('/admin/settings'),
    staff: fixed('/admin/settings/staff'),
    notifications: fixed('/admin/notifications'),
    // Not in the spec's route list: the outbox screen (decision 0123).
    outbox: fixed('/admin/outbox'),
    outboxEmail: withId('/admin/outbox/:id', (id) => `/admin/outbox/${id}`),
    // Not in the spec's route list: the audit trail (decision 0224), optionally one record's history.
    audit: {
      path: '/admin/audit',
      getHref: (record?: { type: string; id: string }) =>
        record ? `/admin/audit?recordType=${encodeURIComponent(record.type)}&recordId=${encodeURIComponent(record.id)}` : '/admin/audit',
    },
  },
} as const;

/**
 * A `?next=` value made safe to navigate to: only a same-origin path ("/orders"), never an absolute
 * or protocol-relative URL ("//evil.example") — otherwise `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** The account area: paths a signed-out visitor is sent to /login from. */
export function isAccountPath(pathname: string): boolean {
  return Object.values(paths.account).some(({ path }) => matchesPattern(path, pathname));
}

export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.root.path || pathname.startsWith(`${paths.admin.root.path}/`);
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${source}/?$`).test(pathname);
}
