import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { reloadPage } from '../../lib/reload';
import { RefreshIcon } from '../icons/icons';
import { SupportEmailLink } from '../SupportEmail';
import { ErrorShell } from './ErrorShell';

/** docs/product/storefront.md#error-screens: any routing error that is neither a 404 nor a chunk failure. */
export function RoutingErrorScreen() {
  return (
    <ErrorShell label="Error">
      <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <path d="M12 8v5" strokeLinecap="round" />
          <circle cx="12" cy="16.25" r="0.9" fill="currentColor" stroke="none" />
          <circle cx="12" cy="12" r="8.5" />
        </svg>
      </span>
      <h1 className="heading-display text-4xl sm:text-5xl">Error</h1>
      <p className="mt-4 text-[15px] leading-relaxed text-ink-soft">An unexpected error occurred.</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        If it keeps happening, write to <SupportEmailLink /> and we will look into it.
      </p>
      <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
        <button type="button" onClick={() => reloadPage()} className="btn-primary">
          <RefreshIcon size={16} />
          Reload
        </button>
        {/* A full page load: whatever state broke the route is left behind. */}
        <Link to={paths.storefront.home.getHref()} reloadDocument className="btn-secondary">
          Back to Home Page
        </Link>
      </div>
    </ErrorShell>
  );
}
