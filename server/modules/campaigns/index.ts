/** The campaigns module's public surface: the admin routes, the public unsubscribe route and the sender job. */
export { campaignRoutes } from './routes';
export { unsubscribeRoutes } from './unsubscribe-routes';
export { CAMPAIGN_SENDER_JOB, campaignSenderJob, unsubscribeLinks } from './sender';
