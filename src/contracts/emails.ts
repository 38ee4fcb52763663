/** The shop's outbox as admins read it (GET /admin/emails and /admin/emails/{id}). */
import { z } from 'zod';
import { adminListAnswer } from './admin-lists';
import { pageQuery } from './envelope';

export const emailListQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  to: z.string().trim().toLowerCase().max(254).optional(),
  kind: z.string().trim().max(50).optional(),
});

export const outboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  text: z.string(),
  html: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const emailList = adminListAnswer('emails', outboxEmail);
export const oneOutboxEmail = z.object({ email: outboxEmail });
