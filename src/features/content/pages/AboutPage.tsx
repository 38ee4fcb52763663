/**
 * /about (docs/product/storefront.md#content-pages lists the route without describing it): the practical facts about the
 * shop — what we make, our promises, how to reach us — where Our Story tells why.
 */
import { Link } from 'react-router';
import { ShopText } from '../../../components/ShopText';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentPageHeader } from '../components/ContentPageHeader';
import { type ShopFacts, useShopFacts } from '../shop-facts';

const promisesOf = (FACTS: ShopFacts) => [
  { title: `${FACTS.returnDays}-day returns`, text: `Unopened products can come back within ${FACTS.returnDays} days of delivery for a full refund.`, to: paths.storefront.refundPolicy.getHref() },
  { title: `Free shipping from ${FACTS.freeShippingFrom}`, text: `Orders below that ship for a flat ${FACTS.shippingFee}, to the UK, US, Canada and Nigeria.`, to: paths.storefront.shippingPolicy.getHref() },
  { title: 'Secure payment in pounds', text: 'Pay by card in GBP; prices in other currencies are shown as a guide.', to: paths.storefront.termsOfService.getHref() },
  { title: 'Your data stays yours', text: 'No advertising trackers, and we never sell your information.', to: paths.storefront.privacyPolicy.getHref() },
];

const factsListOf = (FACTS: ShopFacts) => [
  { label: 'What we make', value: 'Skincare, haircare, body care and a few well-made tools' },
  { label: 'How', value: 'Small batches, plant-based formulas, never tested on animals' },
  { label: 'Packaging', value: 'Glass, aluminium and paper wherever possible' },
  { label: 'Talk to us', value: `${FACTS.email} — we reply within ${FACTS.replyWithin}` },
];

export function AboutPage() {
  useDocumentTitle('About');
  const facts = useShopFacts();
  return (
    <div className="pb-8">
      <ContentPageHeader
        eyebrow="About"
        title="About Verdant"
        intro={
          <p>
            We make natural skincare and beauty for face, hair and body: short ingredient lists, plants at full strength, and
            nothing your skin doesn’t need.
          </p>
        }
      />

      <section className="container-shop">
        <dl className="grid gap-px overflow-hidden rounded-[28px] border border-sand-200 bg-sand-200 sm:grid-cols-2">
          {factsListOf(facts).map((fact) => (
            <div key={fact.label} className="bg-cream-50 p-7 sm:p-9">
              <dt className="eyebrow text-ink-muted">{fact.label}</dt>
              <dd className="mt-3 break-words font-serif text-[24px] leading-snug text-ink">
                <ShopText text={fact.value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="promises-title" className="container-shop mt-24 lg:mt-32">
        <p className="eyebrow">Our promises</p>
        <h2 id="promises-title" className="heading-display mt-4 text-4xl sm:text-5xl">
          Shopping with us
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {promisesOf(facts).map((promise) => (
            <li key={promise.title}>
              <Link to={promise.to} className="keyboard-focus group flex h-full flex-col rounded-3xl bg-sage-100/70 p-7 transition-colors hover:bg-sage-100">
                <span className="font-serif text-[26px] leading-tight text-ink">
                  <ShopText text={promise.title} />
                </span>
                <span className="mt-3 text-sm leading-relaxed text-ink-soft">
                  <ShopText text={promise.text} />
                </span>
                <span className="mt-auto pt-6 text-[13px] font-medium text-sage-800 underline-offset-4 group-hover:underline">Read the policy</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-shop mt-24 grid gap-6 sm:grid-cols-2 lg:mt-32">
        <Link to={paths.storefront.story.getHref()} className="keyboard-focus rounded-[28px] bg-sage-900 p-10 text-cream-50 transition-colors hover:bg-sage-800">
          <span className="eyebrow text-sage-300">Our story</span>
          <span className="mt-4 block font-serif text-[32px] leading-tight">How a jar of rosehip oil became Verdant</span>
        </Link>
        <Link to={paths.storefront.contact.getHref()} className="keyboard-focus rounded-[28px] bg-sand-100 p-10 text-ink transition-colors hover:bg-sand-200">
          <span className="eyebrow">Contact us</span>
          <span className="mt-4 block font-serif text-[32px] leading-tight">Questions about a product or an order? Write to us.</span>
        </Link>
      </section>
    </div>
  );
}
