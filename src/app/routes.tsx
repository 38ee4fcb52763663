/**
 * The route table: every route of docs/product/storefront.md#shared-page-behaviour. Pages and the account/admin layouts load
 * lazily; the storefront frame is in the first load. Routes that need the server (signing in,
 * the account, the back office) say so when opened offline (RequiresConnection); checkout says
 * so inside its own flow, where the bag stays visible (decision 0062).
 */
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/errors/NotFoundScreen';
import { paths } from '../config/paths';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { lazyPage } from './lazy-page';
import { RequiresConnection } from './RequiresConnection';
import { ROUTE_IDS } from './route-ids';
import { AdminAuthLayout } from './layouts/AdminAuthLayout';
import { LAYOUT_HANDLE } from './layouts/PageOutlet';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';

const { storefront: s, account: a, admin: ad } = paths;

const SIGNING_IN = 'Signing in';
const needsConnection = (need: string, element: ReactElement) => <RequiresConnection need={need}>{element}</RequiresConnection>;

const storefrontPages: RouteObject[] = [
  { path: s.home.path, element: lazyPage(() => import('../features/catalogue/pages/HomePage'), (m) => m.HomePage) },
  { path: s.shop.path, element: lazyPage(() => import('../features/catalogue/pages/ShopPage'), (m) => m.ShopPage) },
  { path: s.products.path, element: lazyPage(() => import('../features/catalogue/pages/ProductsPage'), (m) => m.ProductsPage) },
  {
    path: s.product.path,
    element: lazyPage(() => import('../features/catalogue/pages/ProductDetailsPage'), (m) => m.ProductDetailsPage),
  },
  { path: s.about.path, element: lazyPage(() => import('../features/content/pages/AboutPage'), (m) => m.AboutPage) },
  { path: s.story.path, element: lazyPage(() => import('../features/content/pages/StoryPage'), (m) => m.StoryPage) },
  { path: s.contact.path, element: lazyPage(() => import('../features/content/pages/ContactPage'), (m) => m.ContactPage) },
  { path: s.journal.path, element: lazyPage(() => import('../features/content/pages/JournalPage'), (m) => m.JournalPage) },
  ...[s.privacyPolicy, s.shippingPolicy, s.refundPolicy, s.termsOfService].map((policy) => ({
    path: policy.path,
    element: lazyPage(() => import('../features/content/pages/PolicyPage'), (m) => m.PolicyPage),
  })),
  { path: s.login.path, element: needsConnection(SIGNING_IN, lazyPage(() => import('../features/auth/pages/LoginPage'), (m) => m.LoginPage)) },
  { path: s.register.path, element: needsConnection(SIGNING_IN, lazyPage(() => import('../features/auth/pages/RegisterPage'), (m) => m.RegisterPage)) },
  {
    path: s.forgotPassword.path,
    element: needsConnection(SIGNING_IN, lazyPage(() => import('../features/auth/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage)),
  },
  {
    path: s.resetPassword.path,
    element: needsConnection(SIGNING_IN, lazyPage(() => import('../features/auth/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage)),
  },
  {
    path: s.confirmEmail.path,
    element: needsConnection('Changing your email', lazyPage(() => import('../features/auth/pages/EmailChangeLinkPages'), (m) => m.ConfirmEmailPage)),
  },
  {
    path: s.undoEmailChange.path,
    element: needsConnection('Changing your email', lazyPage(() => import('../features/auth/pages/EmailChangeLinkPages'), (m) => m.UndoEmailChangePage)),
  },
  { path: s.checkout.path, element: lazyPage(() => import('../features/checkout/pages/CheckoutPage'), (m) => m.CheckoutPage) },
  {
    path: s.unsubscribe.path,
    element: needsConnection('Unsubscribing', lazyPage(() => import('../features/newsletter/pages/UnsubscribePage'), (m) => m.UnsubscribePage)),
  },
  {
    path: s.newsletterConfirm.path,
    element: needsConnection(
      'Confirming your subscription',
      lazyPage(() => import('../features/newsletter/pages/NewsletterConfirmPage'), (m) => m.NewsletterConfirmPage),
    ),
  },
];

const accountPages: RouteObject[] = [
  { path: a.dashboard.path, element: lazyPage(() => import('../features/account/pages/DashboardPage'), (m) => m.DashboardPage) },
  { path: a.overview.path, element: lazyPage(() => import('../features/account/pages/OverviewPage'), (m) => m.OverviewPage) },
  { path: a.addresses.path, element: lazyPage(() => import('../features/account/pages/AddressesPage'), (m) => m.AddressesPage) },
  { path: a.orders.path, element: lazyPage(() => import('../features/account/pages/OrdersPage'), (m) => m.OrdersPage) },
  {
    path: a.order.path,
    element: lazyPage(() => import('../features/account/pages/OrderDetailsPage'), (m) => m.OrderDetailsPage),
  },
  {
    path: a.paymentMethods.path,
    element: lazyPage(() => import('../features/account/pages/PaymentMethodsPage'), (m) => m.PaymentMethodsPage),
  },
  {
    path: a.accountDetails.path,
    element: lazyPage(() => import('../features/account/pages/AccountDetailsPage'), (m) => m.AccountDetailsPage),
  },
];

const adminAuthPages: RouteObject[] = [
  { path: ad.login.path, element: lazyPage(() => import('../features/admin-auth/pages/AdminLoginPage'), (m) => m.AdminLoginPage) },
  {
    path: ad.register.path,
    element: lazyPage(() => import('../features/admin-auth/pages/AdminRegisterPage'), (m) => m.AdminRegisterPage),
  },
  {
    path: ad.forgotPassword.path,
    element: lazyPage(() => import('../features/admin-auth/pages/AdminForgotPasswordPage'), (m) => m.AdminForgotPasswordPage),
  },
  {
    path: ad.resetPassword.path,
    element: lazyPage(() => import('../features/admin-auth/pages/AdminResetPasswordPage'), (m) => m.AdminResetPasswordPage),
  },
  {
    path: ad.invitation.path,
    element: lazyPage(() => import('../features/admin-auth/pages/AdminInvitationPage'), (m) => m.AdminInvitationPage),
  },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={ad.dashboard.getHref()} replace /> },
  {
    path: ad.dashboard.path,
    element: lazyPage(() => import('../features/admin-dashboard/pages/AdminDashboardPage'), (m) => m.AdminDashboardPage),
  },
  {
    path: ad.customers.path,
    element: lazyPage(() => import('../features/admin-customers/pages/AdminCustomersPage'), (m) => m.AdminCustomersPage),
  },
  {
    path: ad.customer.path,
    element: lazyPage(() => import('../features/admin-customers/pages/AdminCustomerPage'), (m) => m.AdminCustomerPage),
  },
  {
    path: ad.customerEdit.path,
    element: lazyPage(() => import('../features/admin-customers/pages/AdminCustomerEditPage'), (m) => m.AdminCustomerEditPage),
  },
  {
    path: ad.marketing.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminMarketingPage'), (m) => m.AdminMarketingPage),
  },
  {
    path: ad.discounts.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminDiscountsPage'), (m) => m.AdminDiscountsPage),
  },
  {
    path: ad.subscribers.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminSubscribersPage'), (m) => m.AdminSubscribersPage),
  },
  {
    path: ad.campaigns.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminCampaignsPage'), (m) => m.AdminCampaignsPage),
  },
  {
    // A static segment outranks :id, so /create never reaches the campaign page.
    path: ad.campaignCreate.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminCampaignCreatePage'), (m) => m.AdminCampaignCreatePage),
  },
  {
    path: ad.campaign.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminCampaignPage'), (m) => m.AdminCampaignPage),
  },
  {
    path: ad.campaignEdit.path,
    element: lazyPage(() => import('../features/admin-marketing/pages/AdminCampaignEditPage'), (m) => m.AdminCampaignEditPage),
  },
  { path: ad.orders.path, element: lazyPage(() => import('../features/admin-orders/pages/AdminOrdersPage'), (m) => m.AdminOrdersPage) },
  { path: ad.order.path, element: lazyPage(() => import('../features/admin-orders/pages/AdminOrderPage'), (m) => m.AdminOrderPage) },
  {
    path: ad.products.path,
    element: lazyPage(() => import('../features/admin-products/pages/AdminProductsPage'), (m) => m.AdminProductsPage),
  },
  {
    path: ad.productAdd.path,
    element: lazyPage(() => import('../features/admin-products/pages/AdminProductAddPage'), (m) => m.AdminProductAddPage),
  },
  {
    path: ad.product.path,
    element: lazyPage(() => import('../features/admin-products/pages/AdminProductPage'), (m) => m.AdminProductPage),
  },
  {
    path: ad.productEdit.path,
    element: lazyPage(() => import('../features/admin-products/pages/AdminProductEditPage'), (m) => m.AdminProductEditPage),
  },
  { path: ad.reports.path, element: lazyPage(() => import('../features/admin-reports/pages/AdminReportsPage'), (m) => m.AdminReportsPage) },
  {
    path: ad.settings.path,
    element: lazyPage(() => import('../features/admin-settings/pages/AdminSettingsPage'), (m) => m.AdminSettingsPage),
  },
  { path: ad.staff.path, element: lazyPage(() => import('../features/admin-settings/pages/AdminStaffPage'), (m) => m.AdminStaffPage) },
  { path: ad.outbox.path, element: lazyPage(() => import('../features/admin-settings/pages/AdminOutboxPage'), (m) => m.AdminOutboxPage) },
  {
    path: ad.outboxEmail.path,
    element: lazyPage(() => import('../features/admin-settings/pages/AdminOutboxEmailPage'), (m) => m.AdminOutboxEmailPage),
  },
  { path: ad.audit.path, element: lazyPage(() => import('../features/admin-settings/pages/AdminAuditPage'), (m) => m.AdminAuditPage) },
  {
    path: ad.notifications.path,
    element: lazyPage(() => import('../features/admin-dashboard/pages/AdminNotificationsPage'), (m) => m.AdminNotificationsPage),
  },
  { path: '*', element: <NotFoundScreen /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        id: ROUTE_IDS.public,
        element: <PublicLayout />,
        children: [
          {
            // Page errors render inside the storefront frame, navigation still usable.
            errorElement: <RouteErrorBoundary />,
            children: [
              ...storefrontPages,
              {
                id: ROUTE_IDS.account,
                handle: LAYOUT_HANDLE,
                element: needsConnection('Your account', lazyPage(() => import('./layouts/account/AccountLayout'), (m) => m.AccountLayout)),
                children: accountPages,
              },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
      { id: ROUTE_IDS.adminAuth, element: needsConnection('The back office', <AdminAuthLayout />), errorElement: <RouteErrorBoundary />, children: adminAuthPages },
      {
        id: ROUTE_IDS.admin,
        path: ad.root.path,
        element: needsConnection('The back office', lazyPage(() => import('./layouts/admin/AdminLayout'), (m) => m.AdminLayout)),
        children: [{ errorElement: <RouteErrorBoundary />, children: adminPages }],
      },
    ],
  },
];
