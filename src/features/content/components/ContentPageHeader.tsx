/**
 * The opening of a storefront content page (about, story, journal, policies, contact): a large
 * editorial header, not the back office's working header (src/components/admin/AdminPage.tsx).
 */
import type { ReactNode } from 'react';

interface ContentPageHeaderProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A line under the intro, e.g. when a policy was last updated. */
  meta?: ReactNode;
}

/** Eyebrow, the title in large serif, a short introduction. */
export function ContentPageHeader({ eyebrow, title, intro, meta }: ContentPageHeaderProps) {
  return (
    <header className="container-shop pb-12 pt-12 lg:pb-16 lg:pt-20">
      <div className="max-w-3xl">
        <p className="eyebrow mb-4">{eyebrow}</p>
        <h1 className="heading-display text-[48px] sm:text-6xl lg:text-[80px]">{title}</h1>
        {intro ? <div className="mt-6 max-w-2xl text-[16.5px] leading-[1.75] text-ink-soft sm:text-lg">{intro}</div> : null}
        {meta ? <p className="mt-6 text-[13px] text-ink-muted">{meta}</p> : null}
      </div>
    </header>
  );
}
