/**
 * What the re-check before paying found changed since the bag was filled (bag-changes.ts), one
 * sentence per change, with what the shopper does next. New prices are already in the bag and the
 * summary; too little stock or a product gone must be changed in the bag first.
 */
import { Price } from '../../../components/Price';
import { lineKey } from '../../../lib/stores/cart-store';
import type { BagChange } from '../bag-changes';

function ChangeLine({ change }: { change: BagChange }) {
  switch (change.kind) {
    case 'price':
      return (
        <>
          {change.name} is now <Price pence={change.now} /> (was <Price pence={change.was} />).
        </>
      );
    case 'stock':
      return change.available > 0 ? (
        <>
          Only {change.available} of {change.name} left in stock; your bag has {change.wanted}.
        </>
      ) : (
        <>{change.name} is out of stock.</>
      );
    case 'gone':
      return <>{change.name} is no longer available.</>;
  }
}

export function BagChangesNotice({ changes }: { changes: BagChange[] }) {
  if (changes.length === 0) return null;
  const mustChangeBag = changes.some((change) => change.kind !== 'price');
  return (
    <div role="alert" data-testid="bag-changes" className="rounded-2xl border border-sand-200 bg-sand-100/60 px-4 py-3.5 text-sm leading-relaxed text-ink-soft">
      <p className="font-medium text-ink">Your bag has changed since you added these items.</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={`${change.kind}-${lineKey(change.line)}`}>
            <ChangeLine change={change} />
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {mustChangeBag
          ? 'Please update your bag to continue.'
          : 'Your bag and the summary show the new prices; check the total, then continue.'}
      </p>
    </div>
  );
}
