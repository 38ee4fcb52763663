import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** "View all" style link on the right. */
  link?: { to: string; label: string };
}

/** A section's eyebrow, serif title and optional "view all" link, the same on every catalogue page. */
export function SectionHeading({ id, eyebrow, title, intro, link }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between lg:mb-10">
      <div className="max-w-2xl">
        {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
        <h2 id={id} className="heading-display text-[34px] sm:text-[42px] lg:text-5xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 text-[15px] leading-relaxed text-ink-soft">{intro}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.to}
          className="keyboard-focus group inline-flex shrink-0 items-center gap-2 self-start rounded-full text-sm font-medium text-sage-800 sm:self-auto"
        >
          <span className="border-b border-sage-800/30 pb-0.5 transition-colors group-hover:border-sage-800">{link.label}</span>
          <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
        </Link>
      ) : null}
    </div>
  );
}
