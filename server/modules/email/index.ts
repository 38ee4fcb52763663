/** The email module's public surface: queueing an email in a transaction (or its INSERT, to send inside a statement of the caller's), its layout, every email's template (templates/), delivery and the outbox routes. */
export { emailInsert, queueEmail, type OutgoingEmail } from './outbox';
export { renderEmail, type EmailAddressBlock, type EmailCallout, type EmailContent, type EmailLine, type EmailOrder, type EmailTotal } from './layout';
export { EMAIL_DELIVERY_JOB, emailDeliveryJob, POSTGRES_DELIVERERS } from './delivery';
export { adminEmailRoutes } from './admin-routes';
export { queuedEmailCount } from './outbox-queries';
export * from './templates';
