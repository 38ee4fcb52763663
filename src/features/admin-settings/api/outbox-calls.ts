/** GET /admin/emails (the outbox, newest first) and /admin/emails/{id}, under the admin's private scope. */
import { queryOptions } from '@tanstack/react-query';
import type { OutboxEmail } from '../../../contracts/emails';
import type { ApiEnvelope, Pagination } from '../../../contracts/envelope';
import { adminPageQuery } from '../../../lib/admin-page-query';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

const outboxKey = [privateScope('admin'), 'outbox'] as const;
export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuery = (page: number) =>
  adminPageQuery<{ emails: OutboxEmail[]; pagination: Pagination }>([...outboxKey, 'list', page], '/admin/emails', { page, limit: OUTBOX_PAGE_SIZE });

export const outboxEmailQuery = (id: string) =>
  queryOptions({
    queryKey: [...outboxKey, 'email', id] as const,
    queryFn: async ({ signal }) => (await unwrap(adminApi.get<ApiEnvelope<{ email: OutboxEmail }>>(`/admin/emails/${id}`, { signal }))).email,
  });
