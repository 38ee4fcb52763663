/** A block of the account details page: what it is on the left (from 1024 px), the controls on the right. */
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

export function SettingsSection({ id, title, description, children, tone = 'default' }: SettingsSectionProps) {
  const frame = tone === 'danger' ? 'rounded-3xl border border-danger/25 bg-cream-50' : 'card';
  return (
    <section aria-labelledby={id} className={`${frame} grid grid-cols-1 gap-6 p-5 sm:p-8 xl:grid-cols-[220px_minmax(0,1fr)] xl:gap-10`}>
      <div>
        <h2 id={id} className={`font-serif text-[26px] leading-tight ${tone === 'danger' ? 'text-danger' : 'text-ink'}`}>
          {title}
        </h2>
        <div className="mt-2 text-sm leading-relaxed text-ink-muted">{description}</div>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
