/** The pay button: the amount the card will be charged, in pounds; busy and disabled while paying. */
import { SubmitButton } from '../../../components/form/form-field';
import { LockIcon } from '../../../components/icons/icons';
import { formatPaid } from '../../../lib/format';

export function PayButton({ amount, busy, disabled }: { amount: number; busy: boolean; disabled: boolean }) {
  return (
    <SubmitButton busy={busy} busyLabel="Processing your payment" disabled={disabled} className="h-12 w-full text-[15px]">
      <LockIcon size={17} /> Pay {formatPaid(amount)}
    </SubmitButton>
  );
}
