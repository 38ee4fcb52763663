import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminReportsPage() {
  return (
    <ComingSoon
      eyebrow="Reports"
      title="Reports"
      description="Sales, customer and product reports."
      variant="panel"
    />
  );
}
