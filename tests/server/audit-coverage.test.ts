/**
 * Every admin write is in the audit trail (docs/decisions/0224-audit-trail.md), read from the
 * server's own route table like the access matrix: each POST, PUT, PATCH or DELETE under
 * /api/v1/admin is either listed below with the actions it records (tests/server/audit-trail.test.ts
 * checks a representative set of them entry by entry) or on the short list of reviewed exemptions,
 * each with its reason. A new admin write route fails this test until someone decides which.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '#contracts/admin-audit';
import { useTestApp } from './support/app';

const AUDITED: Record<string, readonly (keyof typeof AUDIT_ACTIONS)[]> = {
  'POST /api/v1/admin/products': ['product.create'],
  'PUT /api/v1/admin/products/:id': ['product.update', 'product.price', 'product.stock', 'product.archive'],
  'DELETE /api/v1/admin/products/:id': ['product.delete', 'product.archive'],
  'POST /api/v1/admin/products/:id/variants': ['product.variant.create'],
  'PUT /api/v1/admin/products/:id/variants/:variantId': ['product.variant.update'],
  'DELETE /api/v1/admin/products/:id/variants/:variantId': ['product.variant.delete', 'product.variant.archive'],
  'PUT /api/v1/admin/products/:id/variants/:variantId/image': ['product.variant.update'],
  'DELETE /api/v1/admin/products/:id/variants/:variantId/image': ['product.variant.update'],
  'PUT /api/v1/admin/settings': ['settings.update'],
  'PUT /api/v1/admin/orders/:id/status': ['order.status'],
  'PUT /api/v1/admin/orders/:id/fulfill': ['order.status'],
  'PUT /api/v1/admin/orders/:id/refund': ['order.refund', 'order.refund_failed'],
  'PUT /api/v1/admin/orders/:id/tracking': ['order.tracking'],
  'POST /api/v1/admin/orders/bulk': ['order.status'],
  'POST /api/v1/admin/products/bulk': ['product.archive', 'product.stock'],
  'POST /api/v1/admin/orders/:id/refunds': ['order.refund', 'order.refund_failed'],
  'PUT /api/v1/admin/customers/:id': ['customer.update'],
  'PUT /api/v1/admin/customers/:id/archive': ['customer.archive'],
  'PUT /api/v1/admin/customers/:id/unarchive': ['customer.restore'],
  'PUT /api/v1/admin/customers/:id/reset-password': ['customer.password_reset'],
  'POST /api/v1/admin/discounts': ['discount.create'],
  'PUT /api/v1/admin/discounts/:id': ['discount.update'],
  'DELETE /api/v1/admin/discounts/:id': ['discount.delete', 'discount.archive'],
  'POST /api/v1/admin/campaigns': ['campaign.create'],
  'PUT /api/v1/admin/campaigns/:id': ['campaign.update'],
  'DELETE /api/v1/admin/campaigns/:id': ['campaign.delete'],
  'POST /api/v1/admin/campaigns/:id/send': ['campaign.send'],
  'POST /api/v1/admin/campaigns/:id/schedule': ['campaign.schedule'],
  'PUT /api/v1/admin/campaigns/:id/draft': ['campaign.unschedule'],
  'PUT /api/v1/admin/newsletter/subscribers/:id/unsubscribe': ['subscriber.unsubscribe'],
  'POST /api/v1/admin/staff/invitations': ['admin.invite'],
  'DELETE /api/v1/admin/staff/invitations/:id': ['admin.withdraw_invitation'],
  'PUT /api/v1/admin/staff/:id': ['admin.role'],
  'DELETE /api/v1/admin/staff/:id': ['admin.remove'],
  'POST /api/v1/admin/invitation/accept': ['admin.join'],
};

/** Reviewed: each changes nothing of the shop's, or has no signed-in admin to name. */
const EXEMPT: Record<string, string> = {
  'POST /api/v1/admin/logout': 'the signed-in admin ending their own session',
  'PUT /api/v1/admin/notifications/read-all': 'read marks on notifications change no record of the shop',
  'PUT /api/v1/admin/notifications/:id/read': 'read marks on notifications change no record of the shop',
  'POST /api/v1/admin/campaigns/preview': 'renders HTML; writes nothing',
  'POST /api/v1/admin/campaigns/test-send': 'emails the signed-in admin only; changes no campaign',
  'POST /api/v1/admin/login': 'signing in: no admin is signed in yet (sign-ins are in the access log)',
  'POST /api/v1/admin/forgot-password': 'public: no admin is signed in',
  'POST /api/v1/admin/reset-password': 'public: the link is the credential, no admin is signed in',
  'POST /api/v1/admin/register': 'first-run sign-up only (colleagues come by invitation): no admin is signed in yet',
  'POST /api/v1/admin/invitation/check': 'public: reads what an invitation link is for; writes nothing',
};

const t = useTestApp();

describe('audit coverage', () => {
  it('knows every admin write route: audited or a reviewed exemption', () => {
    const writes = t.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/v1/admin') && r.method !== 'GET' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const unreviewed = writes.filter((key) => !(key in AUDITED) && !(key in EXEMPT));
    expect(unreviewed, 'admin write routes neither audited nor exempt: record them (server/modules/audit) or add a reason').toEqual([]);
    const gone = [...Object.keys(AUDITED), ...Object.keys(EXEMPT)].filter((key) => !writes.includes(key));
    expect(gone, 'listed routes that no longer exist').toEqual([]);
    for (const actions of Object.values(AUDITED)) for (const action of actions) expect(AUDIT_ACTIONS[action]).toEqual(expect.any(String));
  });
});
