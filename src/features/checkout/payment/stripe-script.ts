/**
 * Stripe's browser script (docs/product/checkout.md#payment-provider-script), loaded at runtime from Stripe's host and only
 * when this shop takes payments through Stripe: the local provider never loads it. The shop
 * expects release 'basil' (docs/product/checkout.md#payment-provider-script), so the script is requested at that release's URL and
 * the loaded one is checked: a different version still works but logs a warning. A script that
 * does not load, or loads without its `Stripe` object, is a clear error the card form shows.
 *
 * Written here rather than taken from @stripe/stripe-js's loadStripe (docs/decisions/0199): the
 * pinned package (7.10.0, the last major that loads 'basil') provides the types, which match the
 * script loaded (type imports only: nothing of it is bundled); its loader warns about another
 * version only for test keys and reports failures in its own words, not the shop's sentences.
 */
import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

export const STRIPE_JS_VERSION = 'basil';
export const STRIPE_JS_URL = `https://js.stripe.com/${STRIPE_JS_VERSION}/stripe.js`;

export const STRIPE_SCRIPT_MESSAGES = {
  loadFailed: "The secure card form couldn't load. Check your connection and try again.",
  unavailable: 'The secure card form is unavailable right now. Please reload the page or contact support.',
} as const;

export class StripeScriptError extends Error {}

/** Stripe.js reports its version as the release name, or the number 3 for the legacy v3 script. */
function versionOf(constructor: StripeConstructor): string {
  const version = (constructor as unknown as { version?: unknown }).version;
  return version === 3 ? 'v3' : String(version ?? 'unknown');
}

export function versionWarning(loaded: string): string {
  return `Stripe.js ${loaded} was loaded, but this shop expects Stripe.js ${STRIPE_JS_VERSION}. Card payments may behave unexpectedly.`;
}

let loading: Promise<StripeConstructor> | null = null;

function injectScript(): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new StripeScriptError(STRIPE_SCRIPT_MESSAGES.unavailable));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new StripeScriptError(STRIPE_SCRIPT_MESSAGES.loadFailed));
    });
    document.head.appendChild(script);
  });
}

/**
 * The Stripe constructor. Calls while the script loads share one request; once loaded, the
 * script's own window.Stripe is the answer; a failed load may be tried again.
 */
export function loadStripeScript(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= injectScript().finally(() => {
    loading = null;
  });
  return loading;
}

/** A Stripe client for the shop's publishable key, warning when the script is not 'basil'. */
export async function loadStripe(publishableKey: string): Promise<Stripe> {
  const constructor = await loadStripeScript();
  const version = versionOf(constructor);
  if (version !== STRIPE_JS_VERSION) console.warn(versionWarning(version));
  try {
    return constructor(publishableKey);
  } catch {
    throw new StripeScriptError(STRIPE_SCRIPT_MESSAGES.unavailable);
  }
}
