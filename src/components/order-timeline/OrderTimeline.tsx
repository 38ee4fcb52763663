/**
 * The order's progress as a vertical list of steps: done steps in green with their time. Shown on
 * the customer's order page and the back office's, which read the same timeline.
 */
import type { OrderDetail } from '../../contracts/orders';
import { CheckIcon } from '../icons/icons';
import { formatDayTime } from '../../lib/format';
import { orderTimeline } from './order-timeline';

export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'status' | 'paymentStatus' | 'timeline'> }) {
  const steps = orderTimeline(order);
  return (
    <ol className="relative flex flex-col">
      {steps.map((step, index) => {
        const done = step.at !== null;
        const last = index === steps.length - 1;
        // The road stopped or turned back: drawn in red whatever the order's status now.
        const stopped = step.id === 'cancelled' || step.id === 'refunded';
        const dot = done
          ? stopped
            ? 'border-danger/30 bg-danger-soft text-danger'
            : 'border-sage-700 bg-sage-700 text-cream-50'
          : 'border-sand-200 bg-cream-50 text-transparent';
        return (
          <li key={step.id} className="relative flex gap-4 pb-6 last:pb-0">
            {!last ? (
              <span
                aria-hidden="true"
                className={`absolute left-[13px] top-7 h-[calc(100%-24px)] w-px ${done && steps[index + 1]?.at ? 'bg-sage-400' : 'bg-sand-200'}`}
              />
            ) : null}
            <span className={`relative z-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border ${dot}`}>
              {done ? <CheckIcon size={14} strokeWidth={2.2} /> : null}
            </span>
            <div className="pt-0.5">
              <p className={`text-sm ${done ? 'font-medium text-ink' : 'text-ink-muted'}`}>
                {step.label}
                <span className="sr-only">{done ? ', done' : ', not yet'}</span>
              </p>
              {step.at ? (
                <p className="mt-0.5 text-[13px] text-ink-muted">
                  <time dateTime={step.at}>{formatDayTime(step.at)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
