/**
 * /newsletter/confirm?token=… (decision 0220; not in the product's route list): where the
 * newsletter's confirmation email lands. The visitor confirms with a button rather than on arrival,
 * as on the unsubscribe page, so a mail scanner that opens links subscribes nobody. Confirmed, the
 * page shows the 20% code (it is also emailed).
 */
import { confirmSubscription } from '../api/confirm-subscription';
import { DiscountCode } from '../components/DiscountCode';
import { EmailLinkPage } from '../components/EmailLinkPage';

export function NewsletterConfirmPage() {
  return (
    <EmailLinkPage
      documentTitle="Confirm your subscription"
      eyebrow="Newsletter"
      title="Confirm your subscription"
      doneTitle="You are subscribed"
      tone="dark"
      intro={<p>Confirm that you want our newsletter: product news, skincare notes and offers, and 20% off your first order.</p>}
      action={{ label: 'Confirm my subscription', working: 'Confirming…' }}
      run={confirmSubscription}
      fallback="We could not confirm your subscription. Please try again."
      done={({ message, discountCode }) => (
        <div role="status" className="flex flex-col items-start gap-3">
          <p>{message}</p>
          <DiscountCode code={discountCode} />
        </div>
      )}
    />
  );
}
