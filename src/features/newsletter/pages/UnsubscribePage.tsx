/**
 * /unsubscribe?token=… (decision 0130; not in the spec's route list): where a campaign email's
 * unsubscribe link lands. The visitor confirms with a button rather than on arrival, so a mail
 * scanner that opens links unsubscribes nobody; mail apps use the one-click header instead.
 */
import { unsubscribe } from '../api/unsubscribe';
import { EmailLinkPage } from '../components/EmailLinkPage';

export function UnsubscribePage() {
  return (
    <EmailLinkPage
      documentTitle="Unsubscribe"
      eyebrow="Email preferences"
      title="Unsubscribe from Verdant emails"
      doneTitle="You are unsubscribed"
      intro={<p>You will no longer receive our campaigns and newsletter. Order and account emails still reach you.</p>}
      action={{ label: 'Unsubscribe', working: 'Unsubscribing…' }}
      run={unsubscribe}
      fallback="We could not unsubscribe you. Please try again."
      done={({ message }) => <p role="status">{message}. Order and account emails still reach you.</p>}
    />
  );
}
