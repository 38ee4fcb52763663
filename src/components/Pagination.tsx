/**
 * Page links for any paged list (the products list now; admin tables next). Real links
 * (`?page=2`), so each page is an address the back button returns to. Long runs collapse to the
 * first, last and neighbouring pages.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from './icons/icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}

/** The page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) out.push(null);
    out.push(n);
  });
  return out;
}

const cell =
  'keyboard-focus inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm tabular-nums transition-colors';

export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      <span className={`${cell} cursor-not-allowed text-ink-faint`} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link to={hrefFor(target)} onClick={onNavigate} className={`${cell} text-ink-soft hover:bg-sand-100`} aria-label={label}>
        {icon}
      </Link>
    );

  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1">
      {edge(page - 1, 'Previous page', <ArrowLeftIcon size={18} />, page <= 1)}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-faint">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                onClick={onNavigate}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${cell} ${n === page ? 'bg-sage-800 font-semibold text-cream-50' : 'text-ink-soft hover:bg-sand-100'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, 'Next page', <ArrowRightIcon size={18} />, page >= totalPages)}
    </nav>
  );
}
