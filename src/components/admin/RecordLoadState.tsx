/**
 * What a back-office record page (a product, a campaign) shows until it has its record: its header,
 * and under it its own placeholder while loading; "We couldn't find that …" with a way to the list
 * when the id is unknown or malformed (404 or 400); otherwise the load failure, the server's
 * message or the page's fallback, with Retry.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, responseStatus } from '../../lib/api-error';
import { EmptyState, LoadError } from '../StatusPanels';

interface RecordLoadStateProps {
  /** The page's header, shown above whichever state. */
  header: ReactNode;
  query: UseQueryResult<unknown>;
  placeholder: ReactNode;
  /** "product", "campaign". */
  noun: string;
  list: { to: string; label: string };
  /** The spec's fallback for a failed load, e.g. 'Failed to fetch product details'. */
  failure: string;
}

export function RecordLoadState({ header, ...state }: RecordLoadStateProps) {
  return (
    <>
      {header}
      <LoadState {...state} />
    </>
  );
}

function LoadState({ query, placeholder, noun, list, failure }: Omit<RecordLoadStateProps, 'header'>) {
  if (query.isPending) return <>{placeholder}</>;
  if ([400, 404].includes(responseStatus(query.error) ?? 0)) {
    return (
      <EmptyState
        title={`We couldn't find that ${noun}`}
        action={
          <Link to={list.to} className="btn-primary">
            {list.label}
          </Link>
        }
      >
        It may have been deleted, or the link may be incomplete.
      </EmptyState>
    );
  }
  return <LoadError message={apiErrorMessage(query.error, failure)} onRetry={() => void query.refetch()} />;
}
