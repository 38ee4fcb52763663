/** The shopper's 20% code after signing up, with a button to copy it. */
import { useState } from 'react';
import { CheckIcon, CopyIcon } from '../../../components/icons/icons';

export function DiscountCode({ code, tone = 'dark' }: { code: string; tone?: 'dark' | 'light' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: the code is on screen to copy by hand.
    }
  };
  const box = tone === 'dark' ? 'border-cream-50/25 bg-cream-50/10 text-cream-50' : 'border-sage-300 bg-sage-50 text-sage-900';
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border border-dashed py-1 pl-4 pr-1 ${box}`}>
      <code className="font-sans text-sm font-semibold tracking-[0.16em]" data-testid="discount-code">
        {code}
      </code>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? 'Code copied' : `Copy code ${code}`}
        className="keyboard-focus inline-flex h-8 w-8 items-center justify-center rounded-full transition-colors hover:bg-cream-50/15 cursor-pointer"
      >
        {copied ? <CheckIcon size={15} /> : <CopyIcon size={15} />}
      </button>
    </span>
  );
}
