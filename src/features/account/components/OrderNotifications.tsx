/**
 * "Order updates on this device": turning Web Push about the customer's orders on or off for the
 * device in hand (docs/product/accounts.md#order-notifications, docs/decisions/0257). On, the
 * browser subscribes with the shop's key and the subscription is saved on the server; off, the
 * browser unsubscribes and the server forgets it. A device already on is saved again when shown,
 * so the server's copy follows whoever is signed in on it now (the same endpoint updates its row).
 *
 * Shown on the order page (`variant="order"`, a card) and on the account details page
 * (`variant="settings"`, a section of its own). Nothing is shown where the shop sends no
 * notifications or no service worker is there to receive them (the dev server).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAppQueryClient } from '../../../lib/server-state';
import { canSubscribe, currentSubscription, pushPermission, subscribeDevice, unsubscribeDevice } from '../../../lib/web-push';
import { useAccountSession } from '../account-session';
import { getPushKey, removeDeviceSubscription, saveDeviceSubscription } from '../api/push-subscriptions';
import { SettingsSection } from './SettingsSection';

type DeviceState = 'checking' | 'hidden' | 'unsupported' | 'blocked' | 'off' | 'on';

export const NOTIFICATION_TEXTS = {
  title: 'Order updates on this device',
  about: 'Get a notification when an order is paid, ships, is delivered, refunded or cancelled.',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  blocked: 'Notifications are blocked for this shop in your browser’s settings. Allow them there, then come back to turn them on.',
  unsupported: 'This browser cannot show notifications from the shop. On an iPhone or iPad, add the shop to your Home Screen first, then open it from there.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off',
};

/** Saved again once per page load and customer, not on every order page shown. */
let savedThisLoad: string | null = null;

/** Where this device stands; a device already on is saved again for the customer signed in now (`who`). */
async function readState(who: string): Promise<{ state: DeviceState; key: string | null }> {
  const key = await getPushKey();
  if (!key) return { state: 'hidden', key };
  const permission = pushPermission();
  if (permission === 'unsupported') return { state: 'unsupported', key };
  if (!(await canSubscribe())) return { state: 'hidden', key };
  if (permission === 'denied') return { state: 'blocked', key };
  const subscription = await currentSubscription(key);
  if (!subscription) return { state: 'off', key };
  if (savedThisLoad !== `${who} ${subscription.endpoint}`) {
    await saveDeviceSubscription(subscription);
    savedThisLoad = `${who} ${subscription.endpoint}`;
  }
  return { state: 'on', key };
}

interface OrderNotificationsProps {
  variant: 'order' | 'settings';
}

export function OrderNotifications({ variant }: OrderNotificationsProps) {
  const [state, setState] = useState<DeviceState>('checking');
  const [key, setKey] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const queryClient = useAppQueryClient();
  const who = useAccountSession().user?.email ?? '';

  useEffect(() => {
    let current = true;
    readState(who)
      .then((read) => {
        if (!current) return;
        setState(read.state);
        setKey(read.key);
      })
      // The shop could not be asked (offline): nothing to offer until it can.
      .catch(() => current && setState('hidden'));
    return () => {
      current = false;
    };
  }, [who]);

  // Writes, so mutations (decision 0040); a failure is shown under the button, the state unchanged.
  const turningOn = useMutation(
    {
      mutationFn: async () => {
        const subscription = await subscribeDevice(key!);
        if (!subscription) return false;
        await saveDeviceSubscription(subscription);
        return true;
      },
      onSuccess: (on) => {
        setNote(null);
        if (on) setState('on');
        else if (pushPermission() === 'denied') setState('blocked');
        else setNote('Notifications stay off: the browser did not allow them.');
      },
    },
    queryClient,
  );
  const turningOff = useMutation(
    {
      mutationFn: async () => {
        const endpoint = await unsubscribeDevice();
        if (endpoint) await removeDeviceSubscription(endpoint);
      },
      onSuccess: () => {
        setNote(null);
        setState('off');
      },
    },
    queryClient,
  );

  // On an order's page a browser that cannot take notifications is not told so each time; the settings say it.
  if (state === 'checking' || state === 'hidden' || (state === 'unsupported' && variant === 'order')) return null;
  const busy = turningOn.isPending || turningOff.isPending;
  const failure = turningOn.error ?? turningOff.error;
  const error = failure ? apiErrorMessage(failure, 'Notifications could not be changed. Please try again.') : null;
  const status = { unsupported: NOTIFICATION_TEXTS.unsupported, blocked: NOTIFICATION_TEXTS.blocked, off: NOTIFICATION_TEXTS.off, on: NOTIFICATION_TEXTS.on }[state];

  const control =
    state === 'off' ? (
      <button type="button" className="btn-primary shrink-0" disabled={busy} onClick={() => turningOn.mutate()}>
        {turningOn.isPending ? 'Turning on…' : NOTIFICATION_TEXTS.turnOn}
      </button>
    ) : state === 'on' ? (
      <button type="button" className="btn-secondary shrink-0" disabled={busy} onClick={() => turningOff.mutate()}>
        {turningOff.isPending ? 'Turning off…' : NOTIFICATION_TEXTS.turnOff}
      </button>
    ) : null;

  const messages = (
    <>
      <p className="text-sm leading-relaxed text-ink-soft" role="status" data-testid="notifications-status">
        {status}
      </p>
      {note ? <p className="mt-1 text-sm text-ink-soft">{note}</p> : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );

  if (variant === 'settings') {
    return (
      <SettingsSection id="notifications-title" title="Notifications" description={NOTIFICATION_TEXTS.title}>
        <div className="flex flex-col items-start gap-4" data-testid="order-notifications">
          <div>
            <p className="mb-2 text-sm leading-relaxed text-ink">{NOTIFICATION_TEXTS.about}</p>
            {messages}
          </div>
          {control}
        </div>
      </SettingsSection>
    );
  }
  return (
    <section aria-labelledby="notifications-title" className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between" data-testid="order-notifications">
      <div>
        <h2 id="notifications-title" className="font-serif text-2xl text-ink">
          {NOTIFICATION_TEXTS.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{NOTIFICATION_TEXTS.about}</p>
        <div className="mt-2">{messages}</div>
      </div>
      {control}
    </section>
  );
}
