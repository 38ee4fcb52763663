/**
 * What a catalogue screen shows instead of products: a failed load (the spec's message, section 8,
 * with Retry), an empty result, or a note that the saved copy is shown because the server could
 * not be reached.
 */
import type { ReactNode } from 'react';
import { LeafMark } from '../../../components/brand/Logo';
import { RefreshIcon } from '../../../components/icons/icons';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-[28px] border border-sand-100 bg-cream-50 px-6 py-14 text-center">
      <span className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <RefreshIcon size={20} />
      </span>
      <p className="heading-display text-2xl sm:text-3xl">{message}</p>
      <p className="mt-2 max-w-sm text-sm text-ink-muted">Please check your connection and try again.</p>
      <button type="button" onClick={onRetry} className="btn-primary mt-7">
        Retry
      </button>
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  /** The title's element: `h1` when the state is the whole page (a product not found). */
  titleAs?: 'h1' | 'h2' | 'p';
  children?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, titleAs: Title = 'p', children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-[28px] border border-dashed border-sand-200 px-6 py-16 text-center">
      <span className="mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sage-100 text-sage-700 [--leaf-vein:#E4EBE0]">
        <LeafMark size={26} />
      </span>
      <Title className="heading-display text-2xl sm:text-3xl">{title}</Title>
      {children ? <div className="mt-2 max-w-sm text-sm leading-relaxed text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-7">{action}</div> : null}
    </div>
  );
}

export function StaleNote({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-sand-100 px-4 py-2 text-center text-xs text-ink-soft">
      You're seeing our saved catalogue; prices and stock may have changed.
      <button type="button" onClick={onRetry} className="keyboard-focus rounded font-semibold text-sage-800 underline underline-offset-2">
        Refresh
      </button>
    </p>
  );
}
