/**
 * The card form of the embedded local provider, in the shop's own style: number (grouped as the
 * card prints it, with the brand detected from its prefix, docs/product/checkout.md#card-brand), expiry and CVC; no
 * postal code (docs/product/checkout.md#payment-step). With a saved card chosen it is only the pay button. The card goes
 * to POST /general/payments/local/confirm, which answers like Stripe's test mode. A new card can be
 * saved for next time once it has paid (save-paid-card.ts).
 */
import { CardIcon } from '../../../components/icons/icons';
import { FormAlert, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { detectCardBrand } from '../../../domain/card-brand';
import { confirmLocalPayment } from '../api/confirm-local-payment';
import { CARD_BRAND_NAMES } from '../../../components/card-text';
import { cardDetailsOf, cvcLengthFor, digitsOf, EMPTY_CARD, formatCardNumber, formatExpiry, validateCard, type CardFormValues } from '../card-input';
import type { CardFormProps, ConfirmResult } from '../hooks/use-pay';
import { localCardToSave, savePaidCard } from '../save-paid-card';
import { PayButton } from './PayButton';
import { SaveCardOption } from './SaveCardOption';


async function confirmWith(body: Parameters<typeof confirmLocalPayment>[0]): Promise<ConfirmResult> {
  const answer = await confirmLocalPayment(body);
  return { status: answer.status, errorMessage: answer.error?.message };
}

export function LocalCardForm({ clientSecret, amount, savedCard, save, busy, disabled, onPay }: CardFormProps) {
  const form = useForm<CardFormValues>({
    initialValues: EMPTY_CARD,
    validate: savedCard ? undefined : (values) => validateCard(values),
    onSubmit: (values) =>
      onPay(async () => {
        if (savedCard) return confirmWith({ clientSecret, paymentMethodId: savedCard.id });
        const result = await confirmWith({ clientSecret, ...cardDetailsOf(values) });
        if (result.status === 'succeeded' && save?.choice.checked) await savePaidCard(localCardToSave(values, save.holderName));
        return result;
      }),
    fallbackMessage: 'Payment failed. Please try again.',
  });
  const { values, setValue, errors } = form;
  const brand = detectCardBrand(values.cardNumber);
  const hasDigits = digitsOf(values.cardNumber).length > 0;

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Card details" data-testid="local-card-form">
      {savedCard ? null : (
        <div className="grid grid-cols-2 gap-x-4">
          <div className="relative col-span-2">
            <TextField
              label="Card number"
              required
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxLength={23}
              value={values.cardNumber}
              error={errors.cardNumber ?? null}
              onChange={(event) => setValue('cardNumber', formatCardNumber(event.target.value))}
            />
            <span
              className={`pointer-events-none absolute right-3 top-[36px] inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-[11.5px] font-semibold tracking-wide transition-opacity ${
                hasDigits ? 'bg-sand-100 text-ink-soft opacity-100' : 'opacity-0'
              }`}
              data-testid="card-brand"
              data-brand={hasDigits ? brand : undefined}
              aria-live="polite"
            >
              <CardIcon size={15} />
              {hasDigits ? CARD_BRAND_NAMES[brand] : null}
            </span>
          </div>
          <TextField
            label="Expiry date"
            required
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
            value={values.expiry}
            error={errors.expiry ?? null}
            onChange={(event) => setValue('expiry', formatExpiry(event.target.value, values.expiry))}
          />
          <TextField
            label="CVC"
            required
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={'•'.repeat(cvcLengthFor(brand))}
            maxLength={4}
            value={values.cvc}
            error={errors.cvc ?? null}
            onChange={(event) => setValue('cvc', digitsOf(event.target.value))}
          />
        </div>
      )}
      {save && !savedCard ? <SaveCardOption choice={save.choice} disabled={busy} /> : null}
      <FormAlert message={form.formError} />
      <div className="mt-3">
        <PayButton amount={amount} busy={busy} disabled={disabled} />
      </div>
    </form>
  );
}
