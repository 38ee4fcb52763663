/** Contact (docs/product/storefront.md#content-pages): how to reach the shop, and a form that really sends a message. */
import { Link } from 'react-router';
import { MailIcon, ReturnIcon, TruckIcon } from '../../../components/icons/icons';
import { ShopText } from '../../../components/ShopText';
import { SupportEmailLink } from '../../../components/SupportEmail';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentPageHeader } from '../components/ContentPageHeader';
import { ContactForm } from '../contact/ContactForm';
import { useShopFacts } from '../shop-facts';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  const FACTS = useShopFacts();
  return (
    <div className="pb-8">
      <ContentPageHeader
        eyebrow="Get in touch"
        title="Contact Us"
        intro={<p>A question about a product, an order or your skin? Write to us — a real person reads every message.</p>}
      />
      <div className="container-shop grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <aside className="flex flex-col gap-10">
          <div>
            <p className="eyebrow text-ink-muted">Email</p>
            <p className="mt-3 flex items-center gap-3">
              <MailIcon size={22} className="shrink-0 text-sage-700" />
              <SupportEmailLink className="keyboard-focus min-w-0 break-all rounded font-serif text-[26px] text-ink hover:text-sage-800" />
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-soft">
              We reply within {FACTS.replyWithin}, Monday to Friday, 9 am to 5 pm UK time.
            </p>
          </div>
          <div className="border-t border-sand-200 pt-10">
            <p className="eyebrow text-ink-muted">Before you write</p>
            <ul className="mt-5 flex flex-col gap-4">
              <li>
                <Link to={paths.storefront.shippingPolicy.getHref()} className="keyboard-focus group flex items-start gap-4 rounded-2xl">
                  <TruckIcon size={22} className="mt-0.5 shrink-0 text-sage-700" />
                  <span>
                    <span className="block font-medium text-ink group-hover:text-sage-800">Delivery and shipping costs</span>
                    <span className="mt-1 block text-sm text-ink-muted">
                      <ShopText text={`Free from ${FACTS.freeShippingFrom}, ${FACTS.shippingFee} below.`} />
                    </span>
                  </span>
                </Link>
              </li>
              <li>
                <Link to={paths.storefront.refundPolicy.getHref()} className="keyboard-focus group flex items-start gap-4 rounded-2xl">
                  <ReturnIcon size={22} className="mt-0.5 shrink-0 text-sage-700" />
                  <span>
                    <span className="block font-medium text-ink group-hover:text-sage-800">Returns and refunds</span>
                    <span className="mt-1 block text-sm text-ink-muted">{FACTS.returnDays} days to change your mind.</span>
                  </span>
                </Link>
              </li>
            </ul>
          </div>
        </aside>
        <ContactForm />
      </div>
    </div>
  );
}
