/**
 * What the account's saved-item cards (an address, a payment card) share: one action at a time
 * with its failure shown on the card, the small round action buttons, and the in-place question
 * before a removal. Each card keeps its own words.
 */
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/form-field';

export const cardActionButton =
  'keyboard-focus inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3.5 text-[13px] font-medium transition-colors disabled:(cursor-not-allowed opacity-50)';

/**
 * Runs one of a card's actions: `pending` names the action under way (null when none) and `error`
 * holds the last failure's sentence until the next action starts.
 */
export function useCardAction<Action extends string>() {
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: Action, work: () => Promise<void>) => {
    setPending(action);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong');
    } finally {
      setPending(null);
    }
  };

  return { pending, error, run };
}

/** What a removal says: the question (also the dialog's name), what happens after, the button, the button at work. */
export interface RemovalWords {
  question: string;
  consequence: string;
  confirmLabel: string;
  busyLabel: string;
}

interface ConfirmRemovalProps {
  words: RemovalWords;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** Asks before a removal, in place of the card's actions; "Keep it" has the focus, the safe choice. */
export function ConfirmRemoval({ words, busy, onConfirm, onKeep }: ConfirmRemovalProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      role="alertdialog"
      aria-label={words.question}
      className="mt-3 rounded-2xl border border-danger/20 bg-danger-soft/60 p-4"
    >
      <p className="text-sm font-medium text-ink">{words.question}</p>
      <p className="mt-0.5 text-[13px] text-ink-soft">{words.consequence}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyLabel={words.busyLabel} variant="danger" className="h-9 px-4 text-[13px]">
          {words.confirmLabel}
        </SubmitButton>
        <button
          type="button"
          autoFocus
          disabled={busy}
          onClick={onKeep}
          className={`${cardActionButton} text-ink-soft hover:bg-sand-100`}
        >
          Keep it
        </button>
      </div>
    </form>
  );
}
