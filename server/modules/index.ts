/**
 * Every API module, in one list: its routes (registered under /api/v1 by app.ts) and its
 * background jobs (added to the app's job runner). Add a module here and nowhere else.
 *
 * A module is one domain (orders, products, discounts, ...) and owns its rules, its queries and
 * its route files, one per audience: `store-routes.ts` for what the storefront calls (public and
 * signed-in customers), `admin-routes.ts` for the back office; a caller of its own gets a file named
 * for it (the payment provider's `webhook-routes.ts`, the operator's `probe-routes.ts`). A module
 * with two audiences composes them in its index.ts; the name here says which audience a
 * one-audience module serves (docs/decisions/0207-server-modules-by-domain.md).
 *
 * Modules reach each other only through a module's index.ts, its public surface (enforced by the
 * import-boundary lint rule); plugins and lib/ never import modules.
 */
import path from 'node:path';
import type { App } from '../app-types';
import type { Job } from '../jobs/runner';
import { accountsRoutes } from './accounts';
import { storeAddressRoutes } from './addresses';
import { adminAuditRoutes } from './audit';
import { adminBackupRoutes } from './backups';
import { adminCampaignRoutes, campaignSenderJob } from './campaigns';
import { storeCheckoutRoutes } from './checkout';
import { storeContactRoutes } from './contact';
import { adminCustomerRoutes } from './customers';
import { adminDashboardRoutes } from './dashboard';
import { adminDiscountRoutes } from './discounts';
import { adminEmailRoutes, emailDeliveryJob, POSTGRES_DELIVERERS } from './email';
import { probeRoutes } from './health';
import { idempotencyExpiryJob } from './idempotency';
import { newsletterRoutes } from './newsletter';
import { adminNotificationRoutes, recordNotification } from './notifications';
import { ORDER_OPERATIONS, orderOperationsJob, orderRoutes, reservationSweeperJob } from './orders';
import { storePaymentMethodRoutes } from './payment-methods';
import { productRoutes } from './products';
import { pushDeliveryJob, storePushRoutes } from './push';
import { adminReportRoutes, summariesCompactionJob } from './reports';
import { settingsRoutes } from './settings';

export interface ApiModule {
  name: string;
  routes(app: App): Promise<void>;
  jobs?(app: App): Job[];
}

export const apiModules: readonly ApiModule[] = [
  { name: 'health', routes: probeRoutes },
  { name: 'products', routes: productRoutes },
  { name: 'settings', routes: settingsRoutes },
  // No routes: the forms' writes answer through it (docs/decisions/0256-offline-writes.md).
  { name: 'idempotency', routes: async () => {}, jobs: (app) => [idempotencyExpiryJob(app.db)] },
  { name: 'contact', routes: storeContactRoutes },
  { name: 'newsletter', routes: newsletterRoutes },
  { name: 'accounts', routes: accountsRoutes },
  { name: 'addresses', routes: storeAddressRoutes },
  { name: 'payment-methods', routes: storePaymentMethodRoutes },
  {
    name: 'orders',
    routes: orderRoutes,
    jobs: (app) => {
      const deps = { store: app.store, payments: app.payments, publicUrl: app.config.publicUrl, log: app.log };
      return [reservationSweeperJob(deps), orderOperationsJob(deps, ORDER_OPERATIONS)];
    },
  },
  { name: 'checkout', routes: storeCheckoutRoutes },
  {
    name: 'push',
    routes: storePushRoutes,
    jobs: (app) => [
      pushDeliveryJob({
        db: app.db,
        vapid: app.config.push.vapid,
        hosts: app.config.push.allowedHosts,
        log: app.log,
        observe: (outcome) => app.metrics.pushOutcome(outcome),
      }),
    ],
  },
  { name: 'customers', routes: adminCustomerRoutes },
  { name: 'dashboard', routes: adminDashboardRoutes },
  { name: 'reports', routes: adminReportRoutes, jobs: (app) => [summariesCompactionJob(app.db)] },
  { name: 'discounts', routes: adminDiscountRoutes },
  { name: 'backups', routes: adminBackupRoutes },
  { name: 'notifications', routes: adminNotificationRoutes },
  { name: 'audit', routes: adminAuditRoutes },
  {
    name: 'campaigns',
    routes: adminCampaignRoutes,
    jobs: (app) => [
      campaignSenderJob({
        store: app.store,
        publicUrl: app.config.publicUrl,
        log: app.log,
        everyMs: app.config.campaignPollMs,
        // Recorded in the transaction that marks the campaign sent, so it is told exactly once.
        onSent: (tx, campaign) =>
          recordNotification(tx, {
            type: 'campaign_sent',
            title: `Campaign sent: ${campaign.name}`,
            body: `Sent to ${campaign.recipientCount} ${campaign.recipientCount === 1 ? 'recipient' : 'recipients'}.`,
            link: `/admin/marketing/email-campaigns/${campaign.id}`,
          }),
      }),
    ],
  },
  {
    name: 'email',
    routes: adminEmailRoutes,
    jobs: (app) => [
      emailDeliveryJob({
        db: app.db,
        // The embedded database answers one transaction at a time: more deliverers would only queue.
        deliverers: app.database.kind === 'postgres' ? POSTGRES_DELIVERERS : 1,
        onlyProcess: app.database.kind !== 'postgres',
        smtpUrl: app.config.mail.smtpUrl,
        from: app.config.mail.from,
        mailDir: path.join(app.config.dataDir, 'mail'),
        log: app.log,
      }),
    ],
  },
];
