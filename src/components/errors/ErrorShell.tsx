import type { ReactNode } from 'react';

/** The common frame of the 404, error and chunk-failure screens: centred, calm, on the page colour. */
export function ErrorShell({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      className="flex min-h-[70vh] w-full items-center justify-center bg-cream-100 px-6 py-20 text-center"
    >
      <div className="flex max-w-lg flex-col items-center">{children}</div>
    </section>
  );
}
