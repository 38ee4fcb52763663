/** Our story (docs/product/storefront.md#content-pages): how Verdant began, what it believes, and how it makes things. */
import { Link } from 'react-router';
import { LeafMark } from '../../../components/brand/Logo';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentPageHeader } from '../components/ContentPageHeader';

const BELIEFS = [
  {
    title: 'Plants at full strength',
    text: 'We use botanicals in the amounts that make a difference — cold-pressed oils, whole-plant extracts, floral waters — not a sprinkle for the label.',
  },
  {
    title: 'Short ingredient lists',
    text: 'If an ingredient doesn’t do something useful for your skin, it isn’t in the bottle. Most of our formulas have fewer than twelve.',
  },
  {
    title: 'Made to be finished',
    text: 'Glass, aluminium and paper wherever we can, sizes you will actually use up, and refills for the products you reach for every day.',
  },
];

const MILESTONES = [
  { year: '2016', text: 'A kitchen-table rosehip oil, made for friends with dry winter skin.' },
  { year: '2018', text: 'A small studio, our first cleansing balm and a waiting list we did not expect.' },
  { year: '2021', text: 'Hair and body join the range; every formula still made in batches of a few hundred.' },
  { year: 'Today', text: 'Forty-odd products, one rule: if we can’t name where an ingredient grew, it doesn’t go in.' },
];

export function StoryPage() {
  useDocumentTitle('Our Story');
  return (
    <div className="pb-8">
      <ContentPageHeader
        eyebrow="Our story"
        title="Our Story"
        intro={
          <p>
            Verdant began with one jar of rosehip oil and a question we couldn’t let go of: why does caring for your skin need so
            many ingredients nobody can pronounce?
          </p>
        }
      />

      <section className="container-shop grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-20">
        <div className="relative flex aspect-[4/5] items-center justify-center overflow-hidden rounded-t-full rounded-b-[36px] bg-sage-800 text-sage-300 [--leaf-vein:#354735]">
          <div aria-hidden="true" className="absolute -bottom-20 -left-16 h-72 w-72 rounded-full bg-sage-700/60 blur-2xl" />
          <LeafMark size={160} className="relative" />
          <p className="absolute bottom-8 left-0 right-0 text-center font-serif text-2xl italic text-cream-100">Skincare, true to nature.</p>
        </div>
        <div className="flex flex-col justify-center">
          <h2 className="heading-display text-4xl sm:text-5xl">How it began</h2>
          <div className="mt-6 flex flex-col gap-5 text-[16px] leading-[1.85] text-ink-soft">
            <p>
              In the winter of 2016 our founder, tired of creams that promised everything and left her skin tight by lunchtime,
              started blending cold-pressed oils at her kitchen table. The first was rosehip and jojoba, with a few drops of sea
              buckthorn for colour. Friends asked for bottles; then their friends did.
            </p>
            <p>
              What started as a hobby became a discipline. Every ingredient had to earn its place, be traceable to where it grew,
              and be used at a strength that actually helps. Nothing added for scent alone, nothing added to make a label longer.
            </p>
            <p>
              That is still how we work. Our formulas are made in small batches, tested on people rather than animals, and packed
              in materials that can be used again.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="beliefs-title" className="mt-24 bg-cream-50 py-20 lg:mt-32 lg:py-28">
        <div className="container-shop">
          <p className="eyebrow">What we believe</p>
          <h2 id="beliefs-title" className="heading-display mt-4 max-w-2xl text-4xl sm:text-5xl">
            Less, but better
          </h2>
          <ul className="mt-12 grid gap-10 md:grid-cols-3 lg:mt-16 lg:gap-14">
            {BELIEFS.map((belief, index) => (
              <li key={belief.title} className="border-t border-sand-200 pt-8">
                <span className="font-serif text-5xl italic text-sage-500">{String(index + 1).padStart(2, '0')}</span>
                <h3 className="mt-4 font-serif text-[28px] font-medium leading-tight text-ink">{belief.title}</h3>
                <p className="mt-3 text-[15px] leading-[1.8] text-ink-soft">{belief.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="milestones-title" className="container-shop mt-24 lg:mt-32">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
          <div>
            <p className="eyebrow">Along the way</p>
            <h2 id="milestones-title" className="heading-display mt-4 text-4xl sm:text-5xl">
              From a kitchen table to your bathroom shelf
            </h2>
          </div>
          <ol className="flex flex-col">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className="grid grid-cols-[88px_minmax(0,1fr)] gap-6 border-b border-sand-200 py-7 first:pt-0 sm:grid-cols-[120px_minmax(0,1fr)]">
                <span className="font-serif text-3xl text-sage-700">{milestone.year}</span>
                <p className="pt-1.5 text-[15.5px] leading-[1.75] text-ink-soft">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-shop mt-24 lg:mt-32">
        <div className="flex flex-col items-start gap-8 rounded-[36px] bg-sage-100 px-8 py-14 sm:px-14 lg:flex-row lg:items-center lg:justify-between lg:py-16">
          <p className="max-w-xl font-serif text-[34px] leading-[1.15] text-ink sm:text-[42px]">
            Find the formulas that grew out of that first jar.
          </p>
          <Link to={paths.storefront.shop.getHref()} className="btn-primary h-12 shrink-0 px-7">
            Explore the shop
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </section>
    </div>
  );
}
