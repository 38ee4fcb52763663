/**
 * The newsletter box, loaded on demand: it sits in the footer (below the fold) and in the banner's
 * panel (opened on purpose), so its code stays out of the first load (decision 0105). On a
 * server-rendered page the server's form stays on screen until the code arrives and hydrates it;
 * elsewhere a block of the form's height stands in, so nothing moves when it lands.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const NewsletterForm = lazy(async () => ({ default: (await import('./NewsletterForm')).NewsletterForm }));

export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={`h-12 ${props.className ?? ''}`} />}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
