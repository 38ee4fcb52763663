/**
 * The audit module's public surface (docs/decisions/0224-audit-trail.md): its route (the trail,
 * read-only), and what every admin write path calls in its own transaction: `actorOf(request)` for
 * who is writing, `recordAdminChange(tx, actor, ...)` to record it, `diffRows` (or
 * `recordRowChange`) for the before and after of a row.
 */
export { adminAuditRoutes } from './admin-routes';
export { diffRows, REDACTED } from './changes';
export { actorOf, type AuditActor, type AuditedChange, recordAdminChange, recordRowChange } from './record';
