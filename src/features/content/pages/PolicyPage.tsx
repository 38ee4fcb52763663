import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';

const POLICIES: Record<string, { title: string; description: string }> = {
  [paths.storefront.privacyPolicy.path]: {
    title: 'Privacy Policy',
    description: 'What we collect, why we collect it, and how we look after your data.',
  },
  [paths.storefront.termsOfService.path]: {
    title: 'Terms of Service',
    description: 'The terms that apply when you shop with Verdant.',
  },
  [paths.storefront.shippingPolicy.path]: {
    title: 'Shipping Policy',
    description: 'Where we deliver, how long it takes, and when shipping is free.',
  },
  [paths.storefront.refundPolicy.path]: {
    title: 'Refund and Return Policy',
    description: 'How to return a product within 30 days, and how refunds are made.',
  },
};

/** Placeholder for the four policy pages (one file, chosen by path); a later issue writes them. */
export function PolicyPage() {
  const { pathname } = useLocation();
  const policy = POLICIES[pathname] ?? { title: 'Policies', description: 'Our policies.' };
  return <ComingSoon eyebrow="Policies" title={policy.title} description={policy.description} />;
}
