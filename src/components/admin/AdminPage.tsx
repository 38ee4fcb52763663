/**
 * The frame pieces every back-office page shares, so the pages read as one product: a header
 * (eyebrow, serif title, a line of context, actions on the right, an optional way back), and
 * panels (a titled card with an optional link or action in its corner).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArrowLeftIcon } from '../icons/icons';

interface AdminPageHeaderProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}

export function AdminPageHeader({ title, eyebrow, description, actions, back }: AdminPageHeaderProps) {
  useDocumentTitle(`${title} · Back office`);
  return (
    <header className="mb-8">
      {back ? (
        <Link
          to={back.to}
          className="keyboard-focus mb-4 inline-flex items-center gap-1.5 rounded text-[13px] font-medium text-ink-muted transition-colors hover:text-ink"
        >
          <ArrowLeftIcon size={15} />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {eyebrow ? <p className="eyebrow mb-2">{eyebrow}</p> : null}
          <h1 className="heading-display break-words text-[36px] sm:text-[44px]">{title}</h1>
          {description ? <div className="mt-2 text-[15px] text-ink-soft">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

interface PanelProps {
  title: string;
  /** A link or button in the panel's corner ("View all"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Content that runs edge to edge (a table, a list with its own dividers). */
  flush?: boolean;
}

export function Panel({ title, action, children, className = '', flush = false }: PanelProps) {
  return (
    <section className={`card flex flex-col ${className}`} aria-label={title}>
      <div className="flex items-center justify-between gap-3 px-5 pb-1 pt-5 sm:px-6">
        <h2 className="font-serif text-[22px] font-medium leading-tight text-ink">{title}</h2>
        {action}
      </div>
      <div className={flush ? 'pb-2 pt-2' : 'px-5 pb-6 pt-3 sm:px-6'}>{children}</div>
    </section>
  );
}

/** A small text link for a panel's corner. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="keyboard-focus rounded text-[13px] font-medium text-sage-700 underline-offset-4 hover:(text-sage-900 underline)">
      {children}
    </Link>
  );
}

/** Label/value pairs (a profile, an order's payment): terms on the left, values on the right. */
export function DetailList({ items }: { items: ReadonlyArray<{ term: string; value: ReactNode }> }) {
  return (
    <dl className="flex flex-col divide-y divide-sand-100">
      {items.map(({ term, value }) => (
        <div key={term} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words text-right font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
