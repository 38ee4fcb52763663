/** The top of every account screen: small caps, the title in the display face, one line, actions. */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AccountHeaderProps {
  title: ReactNode;
  /** The document title, when `title` is not plain text. */
  documentTitle?: string;
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function AccountHeader({ title, documentTitle, eyebrow = 'My account', description, actions }: AccountHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : 'My account'));
  return (
    <header className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between lg:mb-10">
      <div className="min-w-0">
        <p className="eyebrow mb-3">{eyebrow}</p>
        <h1 className="heading-display text-[40px] lining-nums sm:text-5xl">{title}</h1>
        {description ? <div className="mt-3 max-w-xl text-[15px] leading-relaxed text-ink-soft">{description}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
