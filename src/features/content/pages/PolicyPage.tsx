/**
 * The four policy pages (docs/product/storefront.md#content-pages), one component chosen by path: the policy's sections with
 * a table of contents beside them on wide screens, and links to the other three.
 */
import { Link, useLocation } from 'react-router';
import { NotFoundScreen } from '../../../components/errors/NotFoundScreen';
import { ShopText } from '../../../components/ShopText';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentPageHeader } from '../components/ContentPageHeader';
import { ProseSections, sectionId } from '../components/Prose';
import { policiesFor, policyFor } from '../policies/policies';
import { useShopFacts } from '../shop-facts';

export function PolicyPage() {
  const { pathname } = useLocation();
  const facts = useShopFacts();
  const policies = policiesFor(facts);
  const policy = policyFor(policies, pathname);
  useDocumentTitle(policy?.title ?? null);
  if (!policy) return <NotFoundScreen />;

  return (
    <div className="pb-8">
      <ContentPageHeader eyebrow="Policies" title={policy.title} intro={<p><ShopText text={policy.summary} /></p>} meta={`Last updated ${policy.updated}`} />

      <div className="container-shop grid gap-12 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-20">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-28">
            <p className="eyebrow text-ink-muted">On this page</p>
            <ol className="mt-5 flex flex-col gap-3 border-l border-sand-200">
              {policy.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(section.heading)}`} className="keyboard-focus -ml-px block border-l border-transparent pl-4 text-[13px] leading-snug text-ink-soft transition-colors hover:border-sage-700 hover:text-ink">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-[720px]">
          <ProseSections sections={policy.sections} />

          <aside aria-label="Other policies" className="mt-20 border-t border-sand-200 pt-10">
            <p className="eyebrow text-ink-muted">Other policies</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-3">
              {policies.filter((other) => other.path !== policy.path).map((other) => (
                <li key={other.path}>
                  <Link to={other.path} className="keyboard-focus block h-full rounded-2xl border border-sand-200 bg-cream-50 p-5 transition-colors hover:border-sand-300">
                    <span className="block font-serif text-xl leading-tight text-ink">{other.title}</span>
                    <span className="mt-2 block text-xs leading-relaxed text-ink-muted">
                      <ShopText text={other.summary} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
