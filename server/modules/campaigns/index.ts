/**
 * The campaigns module's public surface: the admin routes, the public unsubscribe routes, the sender
 * job, and lifting an address's unsubscribe when it signs up for the newsletter again.
 */
export { campaignRoutes } from './routes';
export { unsubscribeRoutes } from './unsubscribe-routes';
export { CAMPAIGN_SENDER_JOB, campaignSenderJob, unsubscribeLinks } from './sender';
export { liftSuppression } from './unsubscribe';
