/**
 * The card form when the shop takes payments through Stripe: Stripe's own card element (the card
 * never touches this page's code), postal code hidden (docs/product/checkout.md#payment-step), confirmed with the order's
 * client secret. Stripe.js loads only here, at runtime; if it cannot load, the form says so
 * instead of a pay button that cannot work. A saved card pays with its Stripe payment method. A new
 * card the shopper asks to keep is confirmed with setup_future_usage, so Stripe attaches it to their
 * Stripe customer, and is then saved by its id (save-paid-card.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { FormAlert } from '../../../components/form/form-field';
import type { CardFormProps, ConfirmResult } from '../hooks/use-pay';
import { loadStripe, STRIPE_SCRIPT_MESSAGES, StripeScriptError } from '../payment/stripe-script';
import { savePaidCard } from '../save-paid-card';
import { PayButton } from './PayButton';
import { SaveCardOption } from './SaveCardOption';

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

// Stripe's element draws inside its own frame: it takes the shop's type and colours from here.
const CARD_STYLE = {
  base: {
    fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    fontSize: '15px',
    color: '#1F2A22',
    '::placeholder': { color: '#9AA39B' },
  },
  invalid: { color: '#B4443A' },
};

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe; card: StripeCardElement } | { state: 'failed'; message: string };

export function StripeCardForm({ publishableKey, clientSecret, amount, savedCard, save, busy, disabled, onPay }: StripeCardFormProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountPoint.current) return;
        card = stripe.elements().create('card', { hidePostalCode: true, style: CARD_STYLE });
        card.mount(mountPoint.current);
        card.on('change', (event) => setCardError(event.error?.message ?? null));
        setLoaded({ state: 'ready', stripe, card });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoaded({ state: 'failed', message: error instanceof StripeScriptError ? error.message : STRIPE_SCRIPT_MESSAGES.unavailable });
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const keepCard = !savedCard && save?.choice.checked ? save : null;
  const confirm = (stripe: Stripe, card: StripeCardElement) => async (): Promise<ConfirmResult> => {
    const result = await stripe.confirmCardPayment(
      clientSecret,
      savedCard ? { payment_method: savedCard.providerRef } : { payment_method: { card }, ...(keepCard ? { setup_future_usage: 'off_session' } : {}) },
    );
    if (result.error) return { status: 'failed', errorMessage: result.error.message };
    const { status, payment_method: method } = result.paymentIntent;
    const paidWith = typeof method === 'string' ? method : (method?.id ?? null);
    if (status === 'succeeded' && keepCard && paidWith) await savePaidCard({ providerRef: paidWith, holderName: keepCard.holderName });
    return { status };
  };

  return (
    <form
      noValidate
      aria-label="Card details"
      data-testid="stripe-card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (loaded.state === 'ready') void onPay(confirm(loaded.stripe, loaded.card));
      }}
    >
      <div className={savedCard ? 'hidden' : 'pb-3'}>
        <p className="field-label">Card details</p>
        <div
          ref={mountPoint}
          className={`rounded-full border bg-cream-50 px-4 py-[13px] transition-colors ${cardError ? 'border-danger/70' : 'border-sand-200'} ${
            loaded.state === 'ready' ? '' : 'hidden'
          }`}
          data-testid="stripe-card-element"
        />
        {loaded.state === 'loading' ? <div className="skeleton h-11 rounded-full" role="status" aria-label="Loading the secure card form" /> : null}
        <p aria-live="polite" className="min-h-5 pt-1.5 text-[12.5px] text-danger">
          {cardError}
        </p>
      </div>
      {save && !savedCard ? <SaveCardOption choice={save.choice} disabled={busy} /> : null}
      <FormAlert message={loaded.state === 'failed' ? loaded.message : null} />
      <div className="mt-3">
        <PayButton amount={amount} busy={busy} disabled={disabled || loaded.state !== 'ready'} />
      </div>
    </form>
  );
}
