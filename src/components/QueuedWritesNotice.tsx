/**
 * What a write kept offline could not do (docs/product/offline-writes.md): when the server
 * refused it on replay (a deleted address, a field it no longer accepts), the next time the person
 * opens the app they see which one and why, in the server's words, until they dismiss it. Nothing
 * kept is dropped without a word.
 */
import type { QueuedWrite } from '../lib/offline-writes/queued-write';
import { CloseIcon } from './icons/icons';

/** The server's reason as a sentence ("Address not found" ends with a full stop here). */
const asSentence = (text: string | undefined) => (text && !/[.!?]$/.test(text) ? `${text}.` : (text ?? ''));

export function QueuedWritesNotice({ refused, onDismiss }: { refused: readonly QueuedWrite[]; onDismiss: (id: string) => void }) {
  if (refused.length === 0) return null;
  return (
    <section aria-label="Not sent" className="border-b border-danger/20 bg-danger-soft px-4 py-3">
      <ul className="mx-auto flex max-w-7xl flex-col gap-2">
        {refused.map((write) => (
          <li key={write.id} role="alert" className="flex items-start gap-3 text-sm leading-relaxed text-[#8F332B]">
            <p className="min-w-0 flex-1">
              <span className="font-semibold">Not sent: {write.label}.</span> {asSentence(write.refusal)}
            </p>
            <button
              type="button"
              onClick={() => onDismiss(write.id)}
              className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full px-3 text-xs font-semibold hover:bg-danger/10"
            >
              <CloseIcon size={14} /> Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
