/** The progress bar across the three steps (docs/product/checkout.md#checkout-steps: 33%, 66%, 100%), with the steps named. */
import { ProgressBar } from '../../../components/ProgressBar';
import { CHECKOUT_STEPS, STEP_LABELS, STEP_PROGRESS, type CheckoutStep } from '../checkout-steps';

export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const reached = CHECKOUT_STEPS.indexOf(step);
  return (
    <div className="mb-8">
      <ProgressBar
        label="Checkout progress"
        value={STEP_PROGRESS[step]}
        valueText={`Step ${reached + 1} of ${CHECKOUT_STEPS.length}: ${STEP_LABELS[step]}`}
        className="h-1.5 overflow-hidden rounded-full bg-sand-100"
        barClassName="h-full rounded-full bg-sage-600 transition-[width] duration-500 ease-out"
        barTestId="checkout-progress"
      />
      <ol className="mt-3 grid grid-cols-3 text-[12px] font-medium tracking-wide">
        {CHECKOUT_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={`${index === 0 ? 'text-left' : index === CHECKOUT_STEPS.length - 1 ? 'text-right' : 'text-center'} ${
              index <= reached ? 'text-sage-800' : 'text-ink-muted'
            }`}
          >
            {STEP_LABELS[name]}
          </li>
        ))}
      </ol>
    </div>
  );
}
