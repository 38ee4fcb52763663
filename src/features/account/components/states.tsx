/**
 * What an account screen shows instead of its content: loading placeholders shaped like the
 * content (so nothing jumps when it arrives), a failed load with the spec's message and Retry,
 * and a friendly empty state.
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
  children?: ReactNode;
  action?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'p';
}

export function EmptyState({ title, children, action, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-[28px] border border-dashed border-sand-200 bg-cream-50/60 px-6 py-14 text-center sm:py-16">
      <span className="mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-sage-100 text-sage-700 [--leaf-vein:#E4EBE0]">
        <LeafMark size={26} />
      </span>
      <Title className="heading-display text-2xl sm:text-3xl">{title}</Title>
      {children ? <div className="mt-2 max-w-sm text-sm leading-relaxed text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-7">{action}</div> : null}
    </div>
  );
}

/** Grey blocks in the shape of `rows` list rows, announced once as loading. */
export function ListSkeleton({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 rounded-3xl border border-sand-100 bg-cream-50 p-4 sm:p-5">
          <div className="skeleton h-16 w-16 shrink-0 rounded-2xl" />
          <div className="flex flex-1 flex-col gap-2.5">
            <div className="skeleton h-3.5 w-32 rounded-full" />
            <div className="skeleton h-3 w-48 max-w-full rounded-full" />
          </div>
          <div className="skeleton hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

/** A placeholder block of a given height, for cards. */
export function BlockSkeleton({ className = 'h-40', label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={`skeleton rounded-3xl ${className}`}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
