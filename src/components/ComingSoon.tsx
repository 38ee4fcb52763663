/**
 * The placeholder for a screen a later issue builds: the real layout around it, the screen's
 * title and one line on what will be here. One component; each page file passes its words.
 */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { LeafMark } from './brand/Logo';

interface ComingSoonProps {
  title: string;
  /** One line: what this screen will show. */
  description: string;
  /** Small caps above the title, e.g. the area ("Your account"). */
  eyebrow?: string;
  /** `page`: storefront, generous; `panel`: inside the account or admin content column. */
  variant?: 'page' | 'panel';
  children?: ReactNode;
}

export function ComingSoon({ title, description, eyebrow, variant = 'page', children }: ComingSoonProps) {
  useDocumentTitle(title);
  const outer = variant === 'page' ? 'container-shop py-14 sm:py-20 lg:py-28' : 'w-full';
  return (
    <section className={outer} aria-labelledby="coming-soon-title" data-placeholder="coming-soon">
      <div className="relative overflow-hidden rounded-[32px] border border-sand-100 bg-cream-50 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-28 h-72 w-72 rounded-full bg-sage-100/70 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-sand-100 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-xl flex-col items-center">
          <span className="mb-7 inline-flex h-16 w-16 items-center justify-center rounded-full bg-sage-100 text-sage-700 [--leaf-vein:#E4EBE0]">
            <LeafMark size={30} />
          </span>
          {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
          <h1 id="coming-soon-title" className="heading-display text-4xl sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-md text-[15px] leading-relaxed text-ink-soft">{description}</p>
          <p className="mt-8 inline-flex items-center gap-2 rounded-full border border-sand-200 bg-cream-100 px-4 py-1.5 text-xs font-medium tracking-wide text-ink-muted">
            <span className="h-1.5 w-1.5 rounded-full bg-sage-400" aria-hidden="true" />
            Coming soon
          </p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
