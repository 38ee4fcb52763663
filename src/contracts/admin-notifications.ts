/**
 * /admin/notifications: what happened in the shop that an admin should see (the spec lists the
 * page without its content; decision 0122). Read state is the shop's, shared by every admin.
 */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, adminListAnswer } from './admin-lists';

export const NOTIFICATION_TYPES = ['new_order', 'payment_failed', 'low_stock', 'campaign_sent', 'contact_message'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const adminNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** A back-office path to the thing it is about (an order, a product), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  /** true: only the unread ones. */
  unread: z
    .enum(['true', 'false'], { message: 'unread must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

/** The common list answer, with the unread count the page's header and its Mark all button read. */
export const notificationList = adminListAnswer('notifications', adminNotification).extend({ unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;

export const unreadCount = z.object({ unreadCount: z.number().int() });
export const oneNotification = z.object({ notification: adminNotification });
export const markedRead = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
