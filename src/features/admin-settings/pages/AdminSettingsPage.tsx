/**
 * /admin/settings: the shop's settings (decision 0121) in four groups: the store's contact
 * details, pricing (tax, shipping), display currency rates, and stock and reservations. Saving
 * applies at once to checkout on the server and to the storefront's figures (GET /general/config).
 * Links lead to the Staff section (who runs the shop, decision 0225), to the outbox and the
 * notifications, the two places the shop reports to the team, and to the audit trail of every admin
 * change (decision 0224).
 *
 * Every colleague reads the settings; only an owner changes them, and only the links a role may use
 * are shown (decision 0250): the others see the form read-only, saying who can change it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from '../../../lib/toasts';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { useAdminMay } from '../../../components/admin/admin-powers';
import { RESULT_TOAST_MS } from '../../../components/admin/use-admin-action';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { BellIcon, CustomersIcon, HistoryIcon, MailIcon } from '../../../components/icons/icons';
import { BlockSkeleton } from '../../../components/Skeletons';
import { LoadError } from '../../../components/StatusPanels';
import { paths } from '../../../config/paths';
import type { ShopSettings } from '../../../contracts/admin-settings';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveSettings, settingsQuery } from '../api/settings-calls';
import { fieldOfServer, type SettingsFormValues, toFormValues, toUpdate, validateSettings } from '../settings-form-values';

export function AdminSettingsPage() {
  const settings = useQuery(settingsQuery());
  const may = { staff: useAdminMay('staff'), outbox: useAdminMay('settings'), audit: useAdminMay('audit') };
  return (
    <div>
      <AdminPageHeader
        eyebrow="Settings"
        title="Settings"
        description="Contact details, pricing and currency figures, stock and reservations. Changes apply to the shop at once."
        actions={
          <>
            {may.staff ? (
              <Link to={paths.admin.staff.getHref()} className="btn-secondary">
                <CustomersIcon size={17} /> Staff
              </Link>
            ) : null}
            {may.outbox ? (
              <Link to={paths.admin.outbox.getHref()} className="btn-secondary">
                <MailIcon size={17} /> Outbox
              </Link>
            ) : null}
            <Link to={paths.admin.notifications.getHref()} className="btn-secondary">
              <BellIcon size={17} /> Notifications
            </Link>
            {may.audit ? (
              <Link to={paths.admin.audit.getHref()} className="btn-secondary">
                <HistoryIcon size={17} /> Audit trail
              </Link>
            ) : null}
          </>
        }
      />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.error ? (
        <LoadError message={apiErrorMessage(settings.error, 'Failed to fetch settings')} onRetry={() => void settings.refetch()} />
      ) : (
        <BlockSkeleton />
      )}
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="card grid gap-6 p-5 sm:p-7 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-10" aria-labelledby={`settings-${title}`}>
      <div>
        <h2 id={`settings-${title}`} className="font-serif text-[22px] font-medium leading-tight text-ink">
          {title}
        </h2>
        <p className="mt-2 text-[13px] leading-relaxed text-ink-muted">{description}</p>
      </div>
      <div className="grid gap-x-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(settings),
    validate: validateSettings,
    fallbackMessage: 'Failed to update settings',
    fieldOf: fieldOfServer,
    onSubmit: async (values) => {
      const result = await saveSettings(toUpdate(values));
      form.reset(toFormValues(result.data.settings));
      toast.success(result.message || 'Settings saved', { duration: RESULT_TOAST_MS });
    },
  });
  const { reset } = form;
  const mayChange = useAdminMay('settings');
  // Another tab (or admin) saved: show what is stored now.
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);

  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate aria-label="Shop settings">
      <fieldset disabled={!mayChange} className="flex min-w-0 flex-col gap-5">
      <Section title="Store" description="How the shop names itself and how customers reach it.">
        <TextField label="Store name" required autoComplete="organization" {...form.bind('storeName')} />
        <TextField label="Contact email" type="email" required autoComplete="email" {...form.bind('contactEmail')} />
        <TextField label="Support phone" type="tel" optional autoComplete="tel" {...form.bind('supportPhone')} />
      </Section>

      <Section title="Pricing" description="Applied to every bag and order from the moment you save, and quoted on the policy pages.">
        <TextField label="Tax rate (%)" inputMode="decimal" required hint="Of the subtotal, e.g. 8.5" {...form.bind('taxRatePercent')} />
        <TextField label="Shipping fee (£)" inputMode="decimal" required hint="Charged below the free-shipping threshold" {...form.bind('shippingFee')} />
        <TextField label="Free shipping from (£)" inputMode="decimal" required hint="A subtotal at or above this ships free" {...form.bind('freeShippingThreshold')} />
      </Section>

      <Section title="Currency rates" description="Units of each currency per 1 US dollar, used to show approximate prices. Payment is always in pounds.">
        <TextField label="GBP per USD" inputMode="decimal" required {...form.bind('rateGBP')} />
        <TextField label="EUR per USD" inputMode="decimal" required {...form.bind('rateEUR')} />
        <TextField label="NGN per USD" inputMode="decimal" required {...form.bind('rateNGN')} />
        <TextField label="USD per USD" value="1" readOnly disabled hint="The rates are against the dollar" />
      </Section>

      <Section title="Stock and orders" description="When stock counts as low, and how long an unpaid order holds its items.">
        <TextField label="Low-stock threshold" inputMode="numeric" required hint="For new products; each product can set its own" {...form.bind('lowStockThreshold')} />
        <TextField label="Reservation window (minutes)" inputMode="numeric" required hint="Between 5 and 1440" {...form.bind('reservationMinutes')} />
      </Section>

      </fieldset>
      <FormAlert message={form.formError} />
      {mayChange ? (
        <div className="mt-5 flex justify-end">
          <SubmitButton busy={form.busy} busyLabel="Saving settings">
            Save settings
          </SubmitButton>
        </div>
      ) : (
        <p className="mt-5 text-sm text-ink-muted">Only an owner of the shop can change these settings.</p>
      )}
    </form>
  );
}
