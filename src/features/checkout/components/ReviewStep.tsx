/**
 * Step 1, Review (docs/product/checkout.md#review-step): shipping address, 'Use shipping address for billing',
 * billing address, discount code, and 'Continue to Payment', which is disabled while processing,
 * while an address is missing, and while checkout cannot reach the server.
 */
import { BlockSkeleton } from '../../../components/Skeletons';
import { CheckboxField, FormAlert, SubmitButton } from '../../../components/form/form-field';
import { ArrowRightIcon } from '../../../components/icons/icons';
import type { CartItem } from '../../../lib/stores/cart-store';
import { useViewer } from '../../../lib/viewer';
import { useApplyCode } from '../hooks/use-apply-code';
import { useContinueToPayment } from '../hooks/use-continue-to-payment';
import { useReviewAddresses } from '../hooks/use-review-addresses';
import { CHECKOUT_MESSAGES } from '../order-outcome';
import { useCheckoutStore } from '../stores/checkout-store';
import { AddressSection } from './AddressSection';
import { BagChangesNotice } from './BagChangesNotice';
import { DiscountCodeField } from './DiscountCodeField';

interface ReviewStepProps {
  items: CartItem[];
  /** Offline or the last request found no server. */
  connected: boolean;
}

export function ReviewStep({ items, connected }: ReviewStepProps) {
  const addresses = useReviewAddresses();
  const sameAsShipping = useCheckoutStore((state) => state.sameAsShipping);
  const code = useCheckoutStore((state) => state.code);
  const discount = useCheckoutStore((state) => state.discount);
  const error = useCheckoutStore((state) => state.error);
  const bagChanges = useCheckoutStore((state) => state.bagChanges);
  const { setShipping, setBilling, setSameAsShipping, setCode, setDiscount } = useCheckoutStore.getState();
  const applyCode = useApplyCode();
  const { busy, continueToPayment } = useContinueToPayment();
  const { customer } = useViewer();
  const prefill = { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', email: customer?.email ?? '' };
  const shippingDraft = useCheckoutStore((state) => state.shipping);
  const billingDraft = useCheckoutStore((state) => state.billing);

  const canContinue = connected && !busy && addresses.complete && items.length > 0;

  return (
    <div className="flex flex-col gap-5">
      {/* Offline, the connection notice above says why nothing could be loaded. */}
      {addresses.loadFailed && connected ? (
        <p role="alert" className="rounded-2xl border border-sand-200 bg-sand-100/60 px-4 py-3 text-sm text-ink-soft" data-testid="defaults-failed">
          {CHECKOUT_MESSAGES.defaultAddressesFailed}
        </p>
      ) : null}

      {addresses.loading ? (
        <BlockSkeleton className="h-56" label="Loading your saved addresses" />
      ) : (
        <>
          <AddressSection
            kind="shipping"
            title="Shipping address"
            saved={addresses.savedShipping}
            draft={shippingDraft}
            onDraft={setShipping}
            prefill={prefill}
          >
            <CheckboxField
              label="Use shipping address for billing"
              checked={sameAsShipping}
              onChange={(event) => setSameAsShipping(event.target.checked)}
            />
          </AddressSection>
          {sameAsShipping ? null : (
            <AddressSection
              kind="billing"
              title="Billing address"
              saved={addresses.savedBilling}
              draft={billingDraft}
              onDraft={setBilling}
              prefill={prefill}
            />
          )}
        </>
      )}

      <DiscountCodeField
        code={code}
        applied={discount}
        message={applyCode.message}
        busy={applyCode.busy}
        disabled={!connected}
        onChange={(typed) => {
          setCode(typed);
          applyCode.clearMessage();
        }}
        onApply={() => applyCode.apply(items, addresses.shipping, addresses.billing)}
        onRemove={() => {
          setCode('');
          setDiscount(null);
        }}
      />

      <BagChangesNotice changes={bagChanges} />
      <FormAlert message={error} />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canContinue && addresses.shipping && addresses.billing) void continueToPayment(addresses.shipping, addresses.billing);
        }}
        className="flex flex-col items-stretch gap-2 sm:items-end"
      >
        <SubmitButton busy={busy} busyLabel="Checking your order" disabled={!canContinue} className="h-12 px-8 text-[15px]">
          Continue to Payment <ArrowRightIcon size={18} />
        </SubmitButton>
        {!addresses.loading && !addresses.complete ? (
          <p className="text-center text-xs text-ink-muted sm:text-right" data-testid="address-needed">
            Fill in your {addresses.shipping ? 'billing' : 'shipping'} address to continue.
          </p>
        ) : null}
      </form>
    </div>
  );
}
