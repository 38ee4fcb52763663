/**
 * The landing page (docs/product/storefront.md#storefront-routes): the hero with a large product picture, the featured
 * products, the four categories, a story teaser and the newsletter offer.
 */
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductRail, ProductRailSkeleton } from '../components/ProductRail';
import { SectionHeading } from '../components/SectionHeading';
import { LoadError } from '../../../components/StatusPanels';
import { useCatalogue } from '../hooks/use-catalogue';
import { useFeaturedProducts } from '../hooks/use-featured-products';
import { CategoryTiles } from '../home/CategoryTiles';
import { Hero } from '../home/Hero';
import { NewsletterOffer } from '../home/NewsletterOffer';
import { StoryTeaser } from '../home/StoryTeaser';
import { heroProduct } from '../../../domain/page-images';

export function HomePage() {
  useDocumentTitle(null);
  const featured = useFeaturedProducts();
  const { catalogue } = useCatalogue();
  const lead = heroProduct(featured.products ?? []);
  const rest = (featured.products ?? []).filter((product) => product !== lead);
  // The hero shows the first featured product; the row below starts with the next ones.
  const row = featured.products ? [...rest, ...(lead ? [lead] : [])].slice(0, 8) : null;

  return (
    <>
      <Hero product={lead ?? null} failed={Boolean(featured.error)} />

      <section aria-labelledby="featured-title" className="container-shop mt-4 lg:mt-8">
        <SectionHeading
          id="featured-title"
          eyebrow="Featured"
          title="Our most-loved formulas"
          link={{ to: paths.storefront.shop.getHref(), label: 'Shop all' }}
        />
        {featured.error ? <LoadError message={featured.error} onRetry={featured.retry} /> : null}
        {row && row.length > 0 ? <ProductRail products={row} label="Featured products" /> : null}
        {!row && !featured.error ? <ProductRailSkeleton /> : null}
      </section>

      <CategoryTiles catalogue={catalogue} />
      <StoryTeaser product={rest[1] ?? catalogue?.recommended[0] ?? null} />
      <NewsletterOffer />
    </>
  );
}
