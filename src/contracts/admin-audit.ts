/**
 * /admin/audit: the audit trail, every admin write with who, when, what and the before and after
 * of what changed (docs/decisions/0224-audit-trail.md). Read-only: the API has no call that edits
 * or removes an entry, and the database refuses to.
 *
 * Actions are stable codes (`order.refund`), kept here with the words the back office shows, so a
 * filter by action and the screen's wording come from one list.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, adminListAnswer } from './admin-lists';

export const AUDIT_ACTIONS = {
  'order.status': 'Changed an order’s status',
  'order.tracking': 'Changed an order’s tracking',
  'order.refund': 'Refunded an order',
  'order.refund_failed': 'A refund failed at the payment provider',
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.price': 'Changed a product’s price',
  'product.stock': 'Changed a product’s stock',
  'product.archive': 'Archived a product',
  'product.delete': 'Deleted a product',
  'product.variant.create': 'Added a size to a product',
  'product.variant.update': 'Edited a product’s size',
  'product.variant.archive': 'Archived a product’s size',
  'product.variant.delete': 'Deleted a product’s size',
  'discount.create': 'Created a discount code',
  'discount.update': 'Edited a discount code',
  'discount.archive': 'Archived a discount code',
  'discount.delete': 'Deleted a discount code',
  'campaign.create': 'Created a campaign',
  'campaign.update': 'Edited a campaign',
  'campaign.delete': 'Deleted a campaign',
  'campaign.send': 'Sent a campaign',
  'campaign.schedule': 'Scheduled a campaign',
  'campaign.unschedule': 'Moved a campaign back to draft',
  'subscriber.unsubscribe': 'Unsubscribed a newsletter subscriber',
  'settings.update': 'Changed the shop’s settings',
  'customer.update': 'Edited a customer',
  'customer.archive': 'Archived a customer',
  'customer.restore': 'Restored a customer',
  'customer.password_reset': 'Sent a customer a password reset link',
  'admin.invite': 'Invited an admin',
  'admin.withdraw_invitation': 'Withdrew an admin’s invitation',
  'admin.join': 'Joined as an admin (accepted an invitation)',
  'admin.remove': 'Removed an admin',
  'admin.update': 'Changed an admin',
  'admin.role': 'Changed an admin’s role',
  'list.export': 'Exported a list',
  'backup.download': 'Downloaded a backup of the database',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_RECORD_TYPES = ['order', 'product', 'discount', 'campaign', 'subscriber', 'settings', 'customer', 'admin', 'list', 'backup'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** One changed field: its value before and after (money in pence; secrets shown as "[redacted]"). */
export const auditChange = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChanges = Record<string, z.infer<typeof auditChange>>;

export const auditAdmin = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditAdmin = z.infer<typeof auditAdmin>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  admin: auditAdmin,
  action: z.string(),
  record: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: z.record(z.string(), auditChange),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
    adminId: z.uuid({ message: 'adminId must be a valid id' }).optional(),
    recordType: z.enum(AUDIT_RECORD_TYPES, { message: `recordType must be one of ${AUDIT_RECORD_TYPES.join(', ')}` }).optional(),
    recordId: z.string().trim().min(1).max(100).optional(),
    action: z.enum(AUDIT_ACTION_CODES, { message: 'action is not a known action' }).optional(),
  })
  .refine((query) => query.recordId === undefined || query.recordType !== undefined, {
    message: 'recordId needs recordType',
    path: ['recordType'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

/** The common list answer, with every admin the trail has seen (the screen's admin filter). */
export const auditList = adminListAnswer('entries', auditEntry).extend({ admins: z.array(auditAdmin) });
export type AuditList = z.infer<typeof auditList>;
