/**
 * The journal's articles: practical notes on natural skincare routines, written for shoppers.
 * Kept as data so the page, the reading time and the tests share one source.
 */
import type { Block } from '../components/Prose';

export interface Article {
  slug: string;
  title: string;
  topic: string;
  /** ISO date. */
  published: string;
  excerpt: string;
  sections: Array<{ heading?: string; blocks: Block[] }>;
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'a-simple-morning-routine',
    title: 'A simple morning routine that actually works',
    topic: 'Rituals',
    published: '2026-10-14',
    excerpt: 'Four steps, five minutes: cleanse gently, hydrate, treat, and protect. Here is why each one matters and how to keep it short.',
    sections: [
      {
        blocks: [
          'The best routine is the one you will still be doing in three months. In the morning your skin needs less than you might think: it has spent the night repairing itself, so the job is to refresh it, give it water and protect it for the day ahead.',
        ],
      },
      {
        heading: '1. Cleanse lightly',
        blocks: [
          'Unless your skin is oily or you used a rich night cream, a splash of lukewarm water or a mild, low-foam cleanser is enough in the morning. Stripping the skin first thing leaves it tight and more reactive for the rest of the day. Pat dry with a clean towel rather than rubbing.',
        ],
      },
      {
        heading: '2. Hydrate while the skin is damp',
        blocks: [
          'A floral water or hydrating mist applied to still-damp skin gives everything that follows something to hold on to. Rose and orange flower waters are gentle enough for most skin; look for ones without added alcohol.',
        ],
      },
      {
        heading: '3. Treat, once',
        blocks: [
          'Pick one treatment product rather than layering several: a vitamin-rich facial oil for dry or tired skin, a light serum for combination skin. Three or four drops pressed between the palms and onto the face is plenty. More is not better; it simply sits on the surface.',
        ],
      },
      {
        heading: '4. Moisturise and protect',
        blocks: [
          'Finish with a moisturiser suited to the season and, whatever the weather, a broad-spectrum sunscreen. Daylight is the single biggest cause of visible skin ageing, and no botanical replaces SPF.',
          {
            list: [
              'Dry skin: a cream with shea or oat, and a few drops of oil mixed in during winter.',
              'Oily skin: a light lotion or gel, and let the sunscreen do the rest.',
              'Sensitive skin: fewer products, fragrance-free where possible, and a mineral sunscreen.',
            ],
          },
        ],
      },
      {
        heading: 'Keep it going',
        blocks: [
          'Give any new routine four to six weeks — about one full cycle of skin renewal — before judging it, and change one product at a time so you know what is helping.',
        ],
      },
    ],
  },
  {
    slug: 'double-cleansing-explained',
    title: 'Double cleansing, explained',
    topic: 'Technique',
    published: '2026-09-30',
    excerpt: 'An oil cleanse to dissolve, a gentle wash to lift. When the evening double cleanse helps, when it is too much, and how to do it well.',
    sections: [
      {
        blocks: [
          'Double cleansing simply means washing your face twice in the evening with two different cleansers: first an oil or balm, then a gentle water-based cleanser. It sounds excessive, but it can be the kindest way to get a long day off your skin.',
        ],
      },
      {
        heading: 'Why oil first',
        blocks: [
          'Sunscreen, make-up and the skin’s own sebum are oily, and like dissolves like. A cleansing oil or balm massaged onto dry skin loosens them without scrubbing. Emulsify it with a little warm water — it turns milky — then rinse or wipe away with a warm, damp cloth.',
        ],
      },
      {
        heading: 'Then a gentle wash',
        blocks: [
          'The second cleanse removes what the oil has lifted, along with sweat and water-based residue. Choose something low-foaming with a skin-friendly pH; if your face squeaks afterwards, your cleanser is too strong.',
        ],
      },
      {
        heading: 'Who needs it',
        blocks: [
          {
            list: [
              'Anyone wearing sunscreen or make-up daily: yes, in the evening.',
              'Oily and blemish-prone skin: often helps, because oil cleansing clears pores without over-drying.',
              'Very dry or sensitive skin: try the oil cleanse alone, and keep the second step for days you wore heavy make-up.',
            ],
          },
          'In the morning, one light cleanse (or just water) is enough.',
        ],
      },
      {
        heading: 'Small things that matter',
        blocks: [
          'Use lukewarm rather than hot water, spend a full minute massaging the oil in, and wash your cleansing cloths after every couple of uses.',
        ],
      },
    ],
  },
  {
    slug: 'choosing-a-facial-oil',
    title: 'How to choose a facial oil for your skin',
    topic: 'Ingredients',
    published: '2026-09-12',
    excerpt: 'Rosehip, jojoba, squalane, sea buckthorn: what each oil does, which skin it suits, and the right way to apply it.',
    sections: [
      {
        blocks: [
          'Facial oils have a reputation for being only for dry skin, but the right oil can balance an oily face too. The difference lies in their fatty acids: oils rich in linoleic acid feel light and suit oilier skin, while oils rich in oleic acid are richer and suit drier skin.',
        ],
      },
      {
        heading: 'The oils worth knowing',
        blocks: [
          {
            list: [
              'Rosehip: high in linoleic acid and natural vitamin A precursors. A good all-rounder for dull, uneven or mature skin.',
              'Jojoba: technically a liquid wax that closely resembles the skin’s own sebum. Balancing, and a safe first oil for combination skin.',
              'Squalane: very light and stable, made from olives or sugar cane. Sinks in fast; good under make-up and for oily skin.',
              'Sea buckthorn: vivid orange and rich in carotenoids. Use a little, blended with other oils, for tired or weather-beaten skin.',
              'Sweet almond and argan: richer and softening, best for dry skin and as body oils.',
            ],
          },
        ],
      },
      {
        heading: 'How to apply',
        blocks: [
          'Warm three or four drops between your palms and press them onto slightly damp skin after cleansing or misting; the water helps the oil spread thinly. Use it as the last step at night, or before moisturiser and sunscreen in the morning.',
        ],
      },
      {
        heading: 'Storing oils',
        blocks: [
          'Natural oils oxidise. Keep them away from heat and direct light, close the cap after each use, and finish an opened bottle within about six months. If an oil starts to smell like crayons or old nuts, it has turned.',
        ],
      },
    ],
  },
  {
    slug: 'patch-testing-natural-products',
    title: 'Why natural doesn’t mean you can skip the patch test',
    topic: 'Skin health',
    published: '2026-08-28',
    excerpt: 'Plants are powerful, and essential oils especially can irritate. A two-day patch test is the easiest way to avoid a reaction.',
    sections: [
      {
        blocks: [
          'Natural ingredients are chosen because they are active, and anything active can disagree with someone. Essential oils in particular contain compounds such as limonene and linalool that some people are sensitive to. That is why we list them, and why we recommend a patch test before using any new product on your face.',
        ],
      },
      {
        heading: 'How to patch test',
        blocks: [
          {
            list: [
              'Apply a small amount to a coin-sized patch on your inner forearm or behind your ear.',
              'Leave it for 48 hours without washing the area, and reapply once a day if it is a leave-on product.',
              'If you see redness, itching, swelling or a rash, wash it off and do not use the product.',
              'If nothing happens, try it on a small area of your face for a few days before using it all over.',
            ],
          },
        ],
      },
      {
        heading: 'Signs to stop',
        blocks: [
          'Mild tingling from a new oil or mask can be normal for a few seconds. Burning, stinging that lasts, hives or swelling are not. Stop, rinse with cool water, and see a pharmacist or doctor if the reaction is strong or spreads.',
        ],
      },
      {
        heading: 'If your skin is sensitive',
        blocks: [
          'Introduce one new product at a time, a week or two apart, so you can tell what your skin is reacting to. Keep a short note of ingredients that have bothered you before and check labels for them; every Verdant product lists its full ingredients on its page.',
        ],
      },
    ],
  },
  {
    slug: 'scalp-care-basics',
    title: 'Healthy hair starts at the scalp',
    topic: 'Hair',
    published: '2026-08-09',
    excerpt: 'Your scalp is skin too. How often to wash, why a weekly oil treatment helps, and simple habits for stronger, shinier hair.',
    sections: [
      {
        blocks: [
          'Hair itself is not alive; the part that grows it is. A clean, calm, well-nourished scalp is the best thing you can do for the hair that comes out of it, and it needs much the same care as the skin on your face.',
        ],
      },
      {
        heading: 'Wash for your scalp, not your ends',
        blocks: [
          'Wash as often as your scalp needs — daily for some, once a week for others — and concentrate the shampoo on the roots, massaging with your fingertips rather than your nails. The lather that rinses through is enough for the lengths. Finish with conditioner from mid-length to ends only.',
        ],
      },
      {
        heading: 'A weekly oil treatment',
        blocks: [
          'Once a week, massage a few drops of a light oil into the scalp and through the ends, and leave it for at least 30 minutes (or overnight) before washing. Massage improves circulation, loosens build-up and softens dry patches; the oil protects the ends from breakage.',
        ],
      },
      {
        heading: 'Everyday habits',
        blocks: [
          {
            list: [
              'Rinse thoroughly: leftover product is a common cause of itching and flakes.',
              'Turn the heat down on both the shower and the hairdryer.',
              'Use a wide-tooth comb on wet hair, and a soft bristle brush on dry hair to spread natural oils.',
              'Protect your parting from the sun with a hat on bright days.',
            ],
          },
        ],
      },
      {
        heading: 'When to look closer',
        blocks: [
          'Some flaking in winter or after a change of shampoo is common and usually settles within a few weeks. Persistent itching, redness, greasy yellow scales or sudden hair loss are worth showing to a pharmacist or doctor; they are skin conditions with good treatments, not a sign that you are washing wrongly.',
        ],
      },
    ],
  },
];

const WORDS_PER_MINUTE = 220;

export function readingMinutes(article: Article): number {
  const text = article.sections
    .flatMap((section) => [section.heading ?? '', ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list))])
    .join(' ');
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
}

export function articleBySlug(slug: string | null): Article | null {
  return ARTICLES.find((article) => article.slug === slug) ?? null;
}
