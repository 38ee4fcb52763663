/**
 * Every customer and staff email's words, one module per email (subject, text and HTML through the
 * shared layout), so what an email says is changed here and nowhere else; the modules that send
 * them build the facts (a link, an order's lines) and queue what a template answers
 * (docs/decisions/0284-accounts-by-concern-and-one-home-for-email-templates.md).
 */
export { type AccountHolder, type ShopPlaces, type TemplatedEmail } from './templated';
export { accountWelcomeEmail } from './account-welcome';
export { passwordChangedEmail } from './password-changed';
export { accountDeletedEmail } from './account-deleted';
export { passwordResetEmail } from './password-reset';
export { emailChangeConfirmEmail, emailChangeNoticeEmail, type EmailChangeNews } from './email-change';
export { adminInvitationEmail, type AdminInvitationNews } from './admin-invitation';
export { type OrderNews, type OrderSummaryOptions } from './templated';
export { orderConfirmationEmail } from './order-confirmation';
export { orderPaidTooLateEmail } from './order-paid-too-late';
export { orderCancelledEmail } from './order-cancelled';
export { orderRefundedEmail, type RefundNews } from './order-refunded';
export { orderShippedEmail } from './order-shipped';
export { orderDeliveredEmail } from './order-delivered';
export { orderCancelledUnpaidEmail } from './order-cancelled-unpaid';
export { emailChangedByShopEmail } from './email-changed-by-shop';
export { newsletterConfirmEmail, newsletterReminderEmail, newsletterWelcomeEmail } from './newsletter';
