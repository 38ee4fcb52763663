/**
 * Asks before a destructive or irreversible action (archive a customer, refund an order, delete a
 * product). A modal alert dialog: focus starts on Cancel, so a stray Enter never confirms; Tab
 * stays inside; Escape or the backdrop cancels (not while the action runs); focus returns to
 * whatever opened it. The confirm button shows progress while `busy`.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** Danger for what cannot be undone or hurts (refund, archive, delete). */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  /** The confirm button waits for the form inside to make sense (a refund with nothing chosen). */
  confirmDisabled?: boolean;
  /** Wide for a dialog that holds a form (the refund's lines); narrow for a question. */
  size?: 'narrow' | 'wide';
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'danger', busy = false, confirmDisabled = false, size = 'narrow', onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    cancelButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        cancelRef.current();
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" data-testid="confirm-backdrop" onClick={() => !busy && onCancel()} className="absolute inset-0 bg-sage-900/45 backdrop-blur-[2px]" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={`relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-[28px] border border-sand-100 bg-cream-50 p-6 shadow-lift sm:p-7 ${size === 'wide' ? 'max-w-[640px]' : 'max-w-[440px]'}`}
      >
        <h2 id={titleId} className="heading-display text-[28px]">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-[15px] leading-relaxed text-ink-soft">
          {children}
        </div>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelButton} type="button" onClick={onCancel} disabled={busy} className="btn-secondary">
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
            className={tone === 'danger' ? 'btn bg-danger text-cream-50 hover:bg-[#9A3830]' : 'btn-primary'}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
