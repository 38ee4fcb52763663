import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminDiscountsPage() {
  return (
    <ComingSoon
      eyebrow="Marketing"
      title="Discounts"
      description="Create and manage discount codes: percentage, fixed amount and free shipping."
      variant="panel"
    />
  );
}
