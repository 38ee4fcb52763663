/**
 * The journal (/journal): notes on natural skincare routines. The index lists the articles; an
 * article opens at /journal?article=<slug>, so each has its own address without a new route.
 */
import { useEffect } from 'react';
import { Link, useNavigationType, useSearchParams } from 'react-router';
import { LeafMark } from '../../../components/brand/Logo';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentPageHeader } from '../components/ContentPageHeader';
import { Blocks } from '../components/Prose';
import { ARTICLES, articleBySlug, readingMinutes, type Article } from '../journal/articles';

const ARTICLE_PARAM = 'article';
const articleHref = (article: Article) => `${paths.storefront.journal.getHref()}?${ARTICLE_PARAM}=${article.slug}`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const published = (article: Article) => dateFormat.format(new Date(`${article.published}T12:00:00Z`));

/** Each card gets a calm colour of its own, in the order of the list: [background, leaves, sun]. */
const TINTS = [
  ['bg-sage-100', 'text-sage-500', 'bg-cream-50/70'],
  ['bg-sand-100', 'text-sand-400', 'bg-cream-50/80'],
  ['bg-blush-100', 'text-blush-300', 'bg-cream-50/70'],
  ['bg-sage-800', 'text-sage-600', 'bg-sage-700/70'],
  ['bg-cream-300', 'text-sage-400', 'bg-cream-50/70'],
] as const;

export function JournalPage() {
  const [params] = useSearchParams();
  const article = articleBySlug(params.get(ARTICLE_PARAM));
  const navigationType = useNavigationType();
  useDocumentTitle(article ? article.title : 'Journal');

  // Opening an article keeps the path, so the scroll manager would keep the index's scroll
  // position; start the article at its top instead (back and forward still restore).
  const slug = article?.slug ?? null;
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [slug, navigationType]);
  return article ? <ArticleView article={article} /> : <JournalIndex />;
}

function Meta({ article }: { article: Article }) {
  return (
    <p className="text-[12px] tracking-wide text-ink-muted">
      <time dateTime={article.published}>{published(article)}</time>
      <span aria-hidden="true" className="mx-2">
        ·
      </span>
      {readingMinutes(article)} min read
    </p>
  );
}

/** A quiet botanical still life in CSS: a low sun, two leaves and the article's number. */
function Cover({ article, index, large = false }: { article: Article; index: number; large?: boolean }) {
  const [background, leaves, sun] = TINTS[index % TINTS.length] ?? TINTS[0];
  const dark = background === 'bg-sage-800';
  return (
    <div
      aria-hidden="true"
      className={`relative flex items-end overflow-hidden rounded-[26px] p-6 ${background} ${large ? 'aspect-[4/3] lg:aspect-auto lg:h-full lg:min-h-[420px]' : 'aspect-[16/11]'}`}
    >
      <span className={`absolute left-1/2 top-[18%] h-[46%] w-auto aspect-square -translate-x-1/2 rounded-full ${sun}`} />
      <span className={`absolute bottom-[8%] left-[34%] origin-bottom-left -rotate-[18deg] ${leaves}`}>
        <LeafMark size={large ? 220 : 150} className="opacity-80" />
      </span>
      <span className={`absolute bottom-[6%] left-[48%] origin-bottom-left rotate-[28deg] ${leaves}`}>
        <LeafMark size={large ? 150 : 100} className="opacity-55" />
      </span>
      <span className={`absolute right-6 top-5 font-serif text-4xl italic ${dark ? 'text-sage-300' : 'text-ink/60'}`}>
        {String(index + 1).padStart(2, '0')}
      </span>
      <span className="relative rounded-full bg-cream-50/85 px-3 py-1.5 text-[11px] font-semibold uppercase tracking-[0.18em] text-ink-soft">
        {article.topic}
      </span>
    </div>
  );
}

function JournalIndex() {
  const [lead, ...rest] = ARTICLES;
  return (
    <div className="pb-8">
      <ContentPageHeader
        eyebrow="Journal"
        title="Notes on skin, simply"
        intro={<p>Practical routines, ingredient notes and small habits that make a difference — from the people who make Verdant.</p>}
      />
      <div className="container-shop">
        {lead ? (
          <Link to={articleHref(lead)} className="keyboard-focus group grid gap-8 rounded-[30px] lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-14">
            <Cover article={lead} index={0} large />
            <div>
              <p className="eyebrow">{lead.topic}</p>
              <h2 className="heading-display mt-4 text-[36px] transition-colors group-hover:text-sage-800 sm:text-5xl">{lead.title}</h2>
              <p className="mt-5 text-[15.5px] leading-[1.8] text-ink-soft">{lead.excerpt}</p>
              <div className="mt-6 flex items-center justify-between gap-4">
                <Meta article={lead} />
                <span className="inline-flex items-center gap-2 text-sm font-medium text-sage-800">
                  Read
                  <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
            </div>
          </Link>
        ) : null}

        <ul className="mt-20 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:mt-28">
          {rest.map((article, index) => (
            <li key={article.slug}>
              <Link to={articleHref(article)} className="keyboard-focus group block rounded-[26px]">
                <Cover article={article} index={index + 1} />
                <h2 className="mt-6 font-serif text-[28px] font-medium leading-[1.15] text-ink transition-colors group-hover:text-sage-800 sm:text-[32px]">
                  {article.title}
                </h2>
                <p className="mt-3 text-[15px] leading-relaxed text-ink-soft">{article.excerpt}</p>
                <div className="mt-4">
                  <Meta article={article} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ArticleView({ article }: { article: Article }) {
  const others = ARTICLES.filter((other) => other.slug !== article.slug).slice(0, 2);
  return (
    <article className="pb-8">
      <div className="container-shop pt-10 lg:pt-16">
        <Link to={paths.storefront.journal.getHref()} className="keyboard-focus inline-flex items-center gap-2 rounded-full text-sm text-ink-soft hover:text-ink">
          <ArrowLeftIcon size={16} />
          All articles
        </Link>
        <header className="mx-auto mt-10 max-w-[720px] lg:mt-14">
          <p className="eyebrow">{article.topic}</p>
          <h1 className="heading-display mt-4 text-[42px] sm:text-[56px] lg:text-[64px]">{article.title}</h1>
          <p className="mt-6 text-lg leading-[1.7] text-ink-soft">{article.excerpt}</p>
          <div className="mt-6 border-b border-sand-200 pb-8">
            <Meta article={article} />
          </div>
        </header>
        <div className="mx-auto mt-10 flex max-w-[720px] flex-col gap-10">
          {article.sections.map((section, index) => (
            <section key={section.heading ?? index}>
              {section.heading ? <h2 className="mb-4 font-serif text-[28px] font-medium leading-tight text-ink">{section.heading}</h2> : null}
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>

      <aside aria-labelledby="keep-reading" className="container-shop mt-24">
        <h2 id="keep-reading" className="eyebrow text-ink-muted">
          Keep reading
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={articleHref(other)} className="keyboard-focus group block h-full rounded-3xl border border-sand-200 bg-cream-50 p-7 transition-colors hover:border-sand-300">
                <p className="eyebrow">{other.topic}</p>
                <p className="mt-3 font-serif text-[26px] leading-tight text-ink group-hover:text-sage-800">{other.title}</p>
                <p className="mt-3 text-sm leading-relaxed text-ink-muted">{other.excerpt}</p>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}
