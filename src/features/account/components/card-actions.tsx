/**
 * What the account's saved-item cards (an address, a payment card) share: one action at a time
 * with its failure shown on the card, the small round action buttons, and the in-place question
 * before a removal. Each card keeps its own words and actions.
 */
import { useState, type ReactNode } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/form-field';
import { TrashIcon } from '../../../components/icons/icons';

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

/**
 * What a removal says: the question (also the dialog's name), what happens after, the button (the
 * trash button's text and the confirming one's), the button at work.
 */
export interface RemovalWords {
  question: string;
  consequence: string;
  confirmLabel: string;
  busyLabel: string;
  /** The trash button's accessible name, where its text alone does not say what it removes. */
  ariaLabel?: string;
}

interface ConfirmRemovalProps {
  words: RemovalWords;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** Asks before a removal, in place of the card's actions; "Keep it" has the focus, the safe choice. */
function ConfirmRemoval({ words, busy, onConfirm, onKeep }: ConfirmRemovalProps) {
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

interface CardFooterProps {
  /** The last action's failure, or null. */
  error: string | null;
  removal: RemovalWords;
  /** The removal is under way. */
  removing: boolean;
  /** Another action is under way: the trash button waits. */
  disabled: boolean;
  onRemove: () => void;
  /** The card's actions, among them `removeButton`, which puts the question in their place. */
  children: (removeButton: ReactNode) => ReactNode;
}

/** The foot of a saved-item card: the last failure, then the card's actions or the question before removing it. */
export function CardFooter({ error, removal, removing, disabled, onRemove, children }: CardFooterProps) {
  const [asking, setAsking] = useState(false);
  const removeButton = (
    <button
      type="button"
      onClick={() => setAsking(true)}
      disabled={disabled}
      aria-label={removal.ariaLabel}
      className={`${cardActionButton} text-danger hover:bg-danger-soft`}
    >
      <TrashIcon size={15} /> {removal.confirmLabel}
    </button>
  );
  return (
    <>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>

      {asking ? (
        <ConfirmRemoval words={removal} busy={removing} onConfirm={onRemove} onKeep={() => setAsking(false)} />
      ) : (
        children(removeButton)
      )}
    </>
  );
}
