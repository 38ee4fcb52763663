/**
 * Every API module, in one list: its routes (registered under /api/v1 by app.ts) and its
 * background jobs (added to the app's job runner). Add a module here and nowhere else.
 *
 * Modules reach each other only through a module's index.ts, its public surface (enforced by the
 * import-boundary lint rule); plugins and lib/ never import modules.
 */
import type { App } from '../app-types';
import type { Job } from '../jobs/runner';
import { accountsRoutes } from './accounts';
import { addressRoutes } from './addresses';
import { adminCustomerRoutes } from './admin-customers';
import { adminDashboardRoutes } from './admin-dashboard';
import { adminDiscountRoutes } from './admin-discounts';
import { adminOrderRoutes } from './admin-orders';
import { adminProductRoutes } from './admin-products';
import { adminReportRoutes } from './admin-reports';
import { backupRoutes } from './backups';
import { campaignRoutes, campaignSenderJob, unsubscribeRoutes } from './campaigns';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { emailDeliveryJob, emailRoutes } from './email';
import { healthRoutes } from './health';
import { customerOrderRoutes, ORDER_OPERATIONS, orderOperationsJob, reservationSweeperJob } from './orders';
import { notificationRoutes, recordNotification } from './notifications';
import { paymentMethodRoutes } from './payment-methods';
import { settingsRoutes } from './settings';
import { storefrontRoutes } from './storefront';

export interface ApiModule {
  name: string;
  routes(app: App): Promise<void>;
  jobs?(app: App): Job[];
}

export const apiModules: readonly ApiModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'catalogue', routes: catalogueRoutes },
  { name: 'storefront', routes: storefrontRoutes },
  { name: 'accounts', routes: accountsRoutes },
  { name: 'addresses', routes: addressRoutes },
  { name: 'payment-methods', routes: paymentMethodRoutes },
  {
    name: 'orders',
    routes: customerOrderRoutes,
    jobs: (app) => [
      reservationSweeperJob({ store: app.store, payments: app.payments, log: app.log }),
      orderOperationsJob({ store: app.store, payments: app.payments, log: app.log }, ORDER_OPERATIONS),
    ],
  },
  { name: 'checkout', routes: checkoutRoutes },
  { name: 'admin-customers', routes: adminCustomerRoutes },
  { name: 'admin-orders', routes: adminOrderRoutes },
  { name: 'admin-products', routes: adminProductRoutes },
  { name: 'admin-dashboard', routes: adminDashboardRoutes },
  { name: 'admin-reports', routes: adminReportRoutes },
  { name: 'admin-discounts', routes: adminDiscountRoutes },
  { name: 'settings', routes: settingsRoutes },
  { name: 'backups', routes: backupRoutes },
  { name: 'notifications', routes: notificationRoutes },
  {
    name: 'campaigns',
    routes: async (app) => {
      await app.register(campaignRoutes);
      await app.register(unsubscribeRoutes);
    },
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
    routes: emailRoutes,
    jobs: (app) => [emailDeliveryJob({ db: app.db, smtpUrl: app.config.mail.smtpUrl, from: app.config.mail.from, log: app.log })],
  },
];
