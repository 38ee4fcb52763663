export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:(not-sr-only fixed left-4 top-4 z-[60] rounded-full bg-sage-900 px-4 py-2 text-sm text-cream-50 outline-none ring-2 ring-sage-300)"
    >
      Skip to content
    </a>
  );
}
