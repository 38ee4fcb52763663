/**
 * What a screen shows instead of its content when the load failed (the spec's message, docs/product/constants-and-texts.md#fallback-messages,
 * with Retry) or there is nothing to show. Shared by the storefront and the account area.
 */
import type { ReactNode } from 'react';
import { LeafMark } from './brand/Logo';
import { RefreshIcon } from './icons/icons';

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
  /** The title's element: `h1` when the state is the whole page (a product not found). */
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
