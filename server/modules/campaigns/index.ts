/**
 * The campaigns module's public surface: the back office's routes and the sender job. Who may be
 * mailed (subscribers, the suppression list) and the unsubscribe links belong to the newsletter
 * module.
 */
export { adminCampaignRoutes } from './admin-routes';
export { CAMPAIGN_SENDER_JOB, campaignSenderJob } from './sender';
