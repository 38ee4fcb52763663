import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArrowLeftIcon } from '../icons/icons';
import { ErrorShell } from './ErrorShell';

/** docs/product/storefront.md#error-screens: the unknown-path screen. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <ErrorShell label="Page not found">
      <p
        aria-hidden="true"
        className="font-serif text-[120px] font-medium leading-none tracking-tight text-sage-500 sm:text-[168px]"
      >
        404
      </p>
      <h1 className="heading-display mt-2 text-4xl sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-[15px] leading-relaxed text-ink-soft">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
        <Link to={paths.storefront.home.getHref()} className="btn-primary">
          Back to Home Page
        </Link>
        <button type="button" onClick={() => navigate(-1)} className="btn-secondary">
          <ArrowLeftIcon size={16} />
          Go Back
        </button>
      </div>
    </ErrorShell>
  );
}
