/**
 * The seed catalogue: Verdant's demo products. Prices are GBP pence. Stock is what is on the shelf
 * now, after the demo customer's past orders were packed (the seed never takes stock for them).
 *
 * The mix is deliberate, so every storefront and admin state has something to show: a handful of
 * low-stock items (at or under the default threshold of 5), three sold out, three gift sets over
 * £100, about eight featured and eight recommended, and seven products sold in two or three sizes.
 */
import type { ProductCategory } from '#contracts/product';
import type { ProductArtSpec } from './product-art';

export interface CatalogueProduct {
  slug: string;
  name: string;
  category: ProductCategory;
  description: string;
  ingredients: string;
  size: string;
  /** GBP pence. */
  price: number;
  stock: number;
  featured?: boolean;
  recommended?: boolean;
  /**
   * Sizes after the first (`size`, `price`, `stock` above), in the order shoppers see them
   * (docs/decisions/0249-sizes-as-variants.md): larger ones, so the first is the "from" price.
   */
  moreSizes?: ReadonlyArray<{ size: string; price: number; stock: number }>;
  /** How the generated product picture draws it. */
  art: Omit<ProductArtSpec, 'slug'>;
}

const face: CatalogueProduct[] = [
  {
    slug: 'rosehip-sea-buckthorn-facial-oil',
    name: 'Rosehip & Sea Buckthorn Facial Oil',
    category: 'face',
    description:
      'A deep amber oil of cold-pressed rosehip and sea buckthorn that sinks in within a minute and leaves skin soft rather than slick. Press three drops between your palms and into the face after cleansing, morning or night. The colour comes from natural carotenoids and may tint the bottle cap; it does not tint skin.',
    ingredients:
      'Rosa Canina Fruit Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Hippophae Rhamnoides (Sea Buckthorn) Fruit Oil, Tocopherol, Citrus Aurantium Dulcis (Orange) Peel Oil, Limonene*, Linalool*. *Naturally occurring in essential oils.',
    size: '30 ml',
    price: 3800,
    stock: 64,
    moreSizes: [{ size: '50 ml', price: 5600, stock: 22 }, { size: '100 ml', price: 9800, stock: 8 }],
    featured: true,
    art: { kind: 'dropper', finish: 'amber' },
  },
  {
    slug: 'oat-squalane-day-cream',
    name: 'Oat & Squalane Day Cream',
    category: 'face',
    description:
      'A light, bouncy cream with colloidal oat and olive-derived squalane for skin that feels tight by midday. It absorbs quickly, sits well under sunscreen and make-up, and has no added fragrance. A good everyday cream for dry and sensitive skin.',
    ingredients:
      'Aqua, Squalane, Avena Sativa (Oat) Kernel Flour, Glycerin, Cetearyl Alcohol, Butyrospermum Parkii (Shea) Butter, Glyceryl Stearate, Sodium Stearoyl Lactylate, Tocopherol, Sodium Levulinate, Sodium Anisate.',
    size: '50 ml',
    price: 3200,
    stock: 48,
    moreSizes: [{ size: '100 ml', price: 5400, stock: 20 }],
    art: { kind: 'jar', finish: 'ceramic' },
  },
  {
    slug: 'gentle-oat-milk-cleanser',
    name: 'Gentle Oat Milk Cleanser',
    category: 'face',
    description:
      'A milky, low-foam cleanser that lifts sunscreen and the day without the squeaky feeling. Massage two pumps over dry or damp skin and rinse with warm water. Soft enough for the eye area and for twice-daily use.',
    ingredients:
      'Aqua, Avena Sativa (Oat) Kernel Extract, Coco-Glucoside, Glycerin, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Xanthan Gum, Chamomilla Recutita (Matricaria) Flower Extract, Sodium Levulinate, Citric Acid.',
    size: '150 ml',
    price: 2400,
    stock: 92,
    moreSizes: [{ size: '300 ml', price: 4000, stock: 35 }],
    recommended: true,
    art: { kind: 'pump', finish: 'frosted' },
  },
  {
    slug: 'camellia-cleansing-balm',
    name: 'Camellia Cleansing Balm',
    category: 'face',
    description:
      'A firm golden balm that melts into an oil on warm skin and dissolves mascara and SPF in one pass. Add a splash of water to turn it milky, then rinse or lift away with a warm muslin cloth. Smells faintly of green tea and mandarin.',
    ingredients:
      'Camellia Oleifera Seed Oil, Caprylic/Capric Triglyceride, Polyglyceryl-4 Oleate, Candelilla Cera, Butyrospermum Parkii (Shea) Butter, Camellia Sinensis Leaf Extract, Citrus Reticulata (Mandarin) Peel Oil, Tocopherol, Limonene*.',
    size: '100 g',
    price: 3400,
    stock: 37,
    featured: true,
    art: { kind: 'jar', finish: 'sand' },
  },
  {
    slug: 'rose-witch-hazel-toning-mist',
    name: 'Rose & Witch Hazel Toning Mist',
    category: 'face',
    description:
      'A fine mist of steam-distilled Damask rose water and alcohol-free witch hazel. Use it after cleansing, before serum, or over make-up when the office air gets dry. Keep it in the fridge in summer for a cool reset.',
    ingredients:
      'Rosa Damascena Flower Water, Hamamelis Virginiana (Witch Hazel) Water, Glycerin, Aloe Barbadensis Leaf Juice, Sodium Levulinate, Sodium Anisate, Citric Acid.',
    size: '100 ml',
    price: 2200,
    stock: 75,
    art: { kind: 'spray', finish: 'blush' },
  },
  {
    slug: 'bakuchiol-night-serum',
    name: 'Bakuchiol Night Serum',
    category: 'face',
    description:
      'A silky night serum built around 1% bakuchiol, a plant-derived alternative to retinol that is kind to sensitive skin. Smooth four drops over clean skin in the evening and follow with your usual cream. Suitable for use during pregnancy; patch test first as with any new active.',
    ingredients:
      'Squalane, Caprylic/Capric Triglyceride, Bakuchiol, Oenothera Biennis (Evening Primrose) Oil, Vaccinium Macrocarpon (Cranberry) Seed Oil, Tocopherol, Helianthus Annuus (Sunflower) Seed Oil.',
    size: '30 ml',
    price: 4600,
    stock: 29,
    featured: true,
    art: { kind: 'dropper', finish: 'forest' },
  },
  {
    slug: 'kaolin-nettle-clay-mask',
    name: 'Kaolin & Nettle Clay Mask',
    category: 'face',
    description:
      'A soft green clay mask for congested, combination skin. Apply a thin layer, leave for eight to ten minutes while it is still slightly damp, then rinse. Leaves pores looking clearer without the tight, cracked feeling of harsher clays.',
    ingredients:
      'Aqua, Kaolin, Glycerin, Montmorillonite, Urtica Dioica (Nettle) Leaf Extract, Aloe Barbadensis Leaf Juice, Cetearyl Alcohol, Xanthan Gum, Mentha Piperita (Peppermint) Oil, Sodium Levulinate.',
    size: '75 ml',
    price: 2600,
    stock: 41,
    art: { kind: 'tube', finish: 'sage' },
  },
  {
    slug: 'calendula-eye-balm',
    name: 'Calendula Eye Balm',
    category: 'face',
    description:
      'A rich, unscented balm for the thin skin around the eyes, made with calendula-infused sunflower oil and a little beeswax. Warm a rice-grain amount on your ring finger and pat along the orbital bone at night. One tin lasts around three months.',
    ingredients:
      'Helianthus Annuus (Sunflower) Seed Oil, Calendula Officinalis Flower Extract, Cera Alba (Beeswax), Butyrospermum Parkii (Shea) Butter, Prunus Armeniaca (Apricot) Kernel Oil, Tocopherol.',
    size: '15 ml',
    price: 2800,
    stock: 33,
    art: { kind: 'tin', finish: 'blush' },
  },
  {
    slug: 'beeswax-honey-lip-balm',
    name: 'Beeswax & Honey Lip Balm',
    category: 'face',
    description:
      'A firm, glossy lip balm with British beeswax and a touch of raw honey. It stays put through coffee and cold wind and tastes faintly sweet. Slips into any pocket.',
    ingredients:
      'Cera Alba (Beeswax), Helianthus Annuus (Sunflower) Seed Oil, Theobroma Cacao (Cocoa) Seed Butter, Mel (Honey), Ricinus Communis (Castor) Seed Oil, Tocopherol.',
    size: '10 g',
    price: 900,
    stock: 118,
    art: { kind: 'stick', finish: 'sand' },
  },
  {
    slug: 'kakadu-plum-brightening-serum',
    name: 'Kakadu Plum Brightening Serum',
    category: 'face',
    description:
      'A watery serum with Kakadu plum, one of the richest natural sources of vitamin C, and a gentle dose of liquorice root. Use it in the morning under sunscreen to help dull, uneven skin look brighter over several weeks. Made in small batches, so it sells out quickly.',
    ingredients:
      'Aqua, Terminalia Ferdinandiana (Kakadu Plum) Fruit Extract, Glycerin, Glycyrrhiza Glabra (Liquorice) Root Extract, Sodium Hyaluronate, Aloe Barbadensis Leaf Juice, Xanthan Gum, Sodium Levulinate, Citric Acid.',
    size: '30 ml',
    price: 4200,
    stock: 3,
    art: { kind: 'dropper', finish: 'frosted' },
  },
  {
    slug: 'aloe-cucumber-hydrating-gel',
    name: 'Aloe & Cucumber Hydrating Gel',
    category: 'face',
    description:
      'A cooling gel moisturiser for oily skin and hot days, with organic aloe, cucumber water and a low-weight hyaluronic acid. It feels like water, dries to nothing and leaves no shine. Currently sold out; a fresh batch is curing.',
    ingredients:
      'Aloe Barbadensis Leaf Juice, Cucumis Sativus (Cucumber) Fruit Water, Glycerin, Sodium Hyaluronate, Sclerotium Gum, Panthenol, Sodium Levulinate, Sodium Anisate, Citric Acid.',
    size: '50 ml',
    price: 2900,
    stock: 0,
    art: { kind: 'pump', finish: 'sage' },
  },
  {
    slug: 'face-ritual-gift-set',
    name: 'The Face Ritual Gift Set',
    category: 'face',
    description:
      'Our full evening routine in one linen-wrapped box: cleansing balm, toning mist, bakuchiol serum, day cream and a muslin cloth. Every piece is full size, so it is a generous gift or a considered restock. Comes with a handwritten card if you leave a note at checkout.',
    ingredients:
      'Contains: Camellia Cleansing Balm 100 g, Rose & Witch Hazel Toning Mist 100 ml, Bakuchiol Night Serum 30 ml, Oat & Squalane Day Cream 50 ml, one organic cotton muslin cloth. See each product for its full ingredients.',
    size: '5 pieces',
    price: 12800,
    stock: 18,
    featured: true,
    art: { kind: 'giftbox', finish: 'ceramic' },
  },
];

const hair: CatalogueProduct[] = [
  {
    slug: 'rosemary-mint-scalp-shampoo',
    name: 'Rosemary & Mint Scalp Shampoo',
    category: 'hair',
    description:
      'A clarifying shampoo with rosemary leaf and peppermint that leaves the scalp feeling cool and properly clean. Mild sugar-based surfactants lather well without stripping lengths. Good for oily roots and for anyone who washes every day.',
    ingredients:
      'Aqua, Decyl Glucoside, Sodium Cocoyl Glutamate, Glycerin, Rosmarinus Officinalis (Rosemary) Leaf Extract, Mentha Piperita (Peppermint) Oil, Panthenol, Xanthan Gum, Sodium Levulinate, Citric Acid, Limonene*.',
    size: '250 ml',
    price: 1800,
    stock: 86,
    moreSizes: [{ size: '500 ml', price: 3000, stock: 40 }, { size: '1 litre refill', price: 4800, stock: 12 }],
    featured: true,
    art: { kind: 'pump', finish: 'sage' },
  },
  {
    slug: 'oat-argan-conditioner',
    name: 'Oat & Argan Nourishing Conditioner',
    category: 'hair',
    description:
      'A creamy conditioner that detangles in the shower and leaves hair soft but not weighed down. Colloidal oat calms a dry scalp; a little argan oil smooths the ends. Smells of oat milk and warm vanilla.',
    ingredients:
      'Aqua, Cetearyl Alcohol, Behentrimonium Methosulfate, Avena Sativa (Oat) Kernel Extract, Argania Spinosa Kernel Oil, Glycerin, Vanilla Planifolia Fruit Extract, Sodium Levulinate, Citric Acid.',
    size: '250 ml',
    price: 1900,
    stock: 71,
    art: { kind: 'pump', finish: 'ceramic' },
  },
  {
    slug: 'argan-baobab-hair-oil',
    name: 'Argan & Baobab Hair Oil',
    category: 'hair',
    description:
      'A light finishing oil for frizz and dry ends. Rub two drops between your palms and smooth over the lengths of damp or dry hair. Baobab keeps it from feeling greasy; a single bottle lasts most people half a year.',
    ingredients:
      'Argania Spinosa Kernel Oil, Adansonia Digitata (Baobab) Seed Oil, Caprylic/Capric Triglyceride, Camellia Oleifera Seed Oil, Tocopherol, Citrus Aurantium Amara (Neroli) Flower Oil, Linalool*.',
    size: '50 ml',
    price: 2600,
    stock: 54,
    recommended: true,
    art: { kind: 'dropper', finish: 'amber' },
  },
  {
    slug: 'shea-avocado-hair-mask',
    name: 'Shea & Avocado Deep Repair Mask',
    category: 'hair',
    description:
      'A thick weekly mask for dry, coloured or heat-styled hair. Work a generous scoop through damp lengths, leave for ten minutes under a warm towel, then rinse well. Hair dries noticeably softer and easier to comb.',
    ingredients:
      'Aqua, Butyrospermum Parkii (Shea) Butter, Cetearyl Alcohol, Persea Gratissima (Avocado) Oil, Behentrimonium Methosulfate, Glycerin, Hydrolyzed Quinoa, Tocopherol, Sodium Levulinate, Citric Acid.',
    size: '200 ml',
    price: 2400,
    stock: 39,
    art: { kind: 'jar', finish: 'terracotta' },
  },
  {
    slug: 'rosemary-scalp-serum',
    name: 'Rosemary Scalp Serum',
    category: 'hair',
    description:
      'A leave-in scalp serum with rosemary, caffeine and pumpkin seed oil, applied in lines through the parting and massaged in for a minute. Use it three evenings a week; it absorbs without leaving roots greasy by morning. Very limited this season.',
    ingredients:
      'Aqua, Propanediol, Rosmarinus Officinalis (Rosemary) Leaf Extract, Caffeine, Cucurbita Pepo (Pumpkin) Seed Oil, Panthenol, Glycerin, Xanthan Gum, Sodium Levulinate, Citric Acid.',
    size: '50 ml',
    price: 3200,
    stock: 4,
    art: { kind: 'dropper', finish: 'forest' },
  },
  {
    slug: 'coconut-hibiscus-leave-in-mist',
    name: 'Coconut & Hibiscus Leave-in Mist',
    category: 'hair',
    description:
      'A detangling mist for curls and waves that refreshes second-day hair without re-wetting it. Spray through the lengths, scrunch and leave to dry. Light enough for fine hair, with a soft coconut scent that fades within the hour.',
    ingredients:
      'Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Hibiscus Sabdariffa Flower Extract, Cocos Nucifera (Coconut) Fruit Juice, Panthenol, Guar Hydroxypropyltrimonium Chloride, Sodium Levulinate, Citric Acid.',
    size: '150 ml',
    price: 1700,
    stock: 62,
    art: { kind: 'spray', finish: 'blush' },
  },
  {
    slug: 'nettle-lavender-shampoo-bar',
    name: 'Nettle & Lavender Shampoo Bar',
    category: 'hair',
    description:
      'A plastic-free shampoo bar that equals about two bottles of liquid shampoo. Glide it over wet hair a few times, then work up a lather with your fingertips. Let it dry between uses on a slatted dish and it will last for around sixty washes.',
    ingredients:
      'Sodium Coco Sulfate, Cetearyl Alcohol, Theobroma Cacao (Cocoa) Seed Butter, Urtica Dioica (Nettle) Leaf Powder, Lavandula Angustifolia (Lavender) Oil, Panthenol, Kaolin, Linalool*.',
    size: '80 g',
    price: 1200,
    stock: 104,
    recommended: true,
    art: { kind: 'bar', finish: 'sage' },
  },
  {
    slug: 'cocoa-arrowroot-dry-shampoo',
    name: 'Cocoa & Arrowroot Dry Shampoo',
    category: 'hair',
    description:
      'A loose powder dry shampoo that soaks up oil at the roots without the aerosol. Cocoa tints it for brown and dark hair so there is no grey cast. Tap a little onto a make-up brush, dust along the parting, wait a minute and brush through.',
    ingredients:
      'Maranta Arundinacea (Arrowroot) Root Powder, Theobroma Cacao (Cocoa) Seed Powder, Kaolin, Zea Mays (Corn) Starch, Lavandula Angustifolia (Lavender) Oil, Linalool*.',
    size: '40 g',
    price: 1600,
    stock: 45,
    art: { kind: 'tin', finish: 'terracotta' },
  },
  {
    slug: 'flaxseed-curl-cream',
    name: 'Flaxseed Curl Defining Cream',
    category: 'hair',
    description:
      'A soft-hold cream made with our own flaxseed gel that clumps curls and coils without crunch. Rake through soaking wet hair and leave to air dry or diffuse. Sold out for now; we make it in small batches.',
    ingredients:
      'Aqua, Linum Usitatissimum (Flaxseed) Seed Extract, Cetearyl Alcohol, Butyrospermum Parkii (Shea) Butter, Glycerin, Aloe Barbadensis Leaf Juice, Behentrimonium Methosulfate, Sodium Levulinate, Citric Acid.',
    size: '150 ml',
    price: 2100,
    stock: 0,
    art: { kind: 'tube', finish: 'terracotta' },
  },
  {
    slug: 'sea-salt-kelp-texture-spray',
    name: 'Sea Salt & Kelp Texture Spray',
    category: 'hair',
    description:
      'A light texture spray with Cornish sea salt and kelp for beach-tousled waves without stiffness. Mist over damp hair and twist sections as it dries, or spritz dry hair for more grip before an up-do.',
    ingredients:
      'Aqua, Maris Sal (Sea Salt), Glycerin, Laminaria Digitata (Kelp) Extract, Aloe Barbadensis Leaf Juice, Magnesium Sulfate, Sodium Levulinate, Citric Acid.',
    size: '150 ml',
    price: 1800,
    stock: 58,
    art: { kind: 'spray', finish: 'frosted' },
  },
  {
    slug: 'camellia-overnight-hair-treatment',
    name: 'Camellia Overnight Hair Treatment',
    category: 'hair',
    description:
      'A lotion-weight treatment you smooth over dry ends before bed and wash out in the morning. Camellia oil and rice protein leave lengths glossier and less prone to snapping. Two pumps are enough for shoulder-length hair.',
    ingredients:
      'Aqua, Camellia Japonica Seed Oil, Cetearyl Alcohol, Hydrolyzed Rice Protein, Glycerin, Squalane, Behentrimonium Methosulfate, Tocopherol, Sodium Levulinate, Citric Acid.',
    size: '100 ml',
    price: 2700,
    stock: 26,
    art: { kind: 'pump', finish: 'forest' },
  },
  {
    slug: 'hair-ritual-gift-set',
    name: 'The Hair Ritual Gift Set',
    category: 'hair',
    description:
      'Everything for a slow Sunday hair routine: scalp shampoo, conditioner, deep repair mask, hair oil and our bamboo paddle brush. Packed in a recycled-card box with a cotton ribbon. A considered present for anyone who loves a long bath.',
    ingredients:
      'Contains: Rosemary & Mint Scalp Shampoo 250 ml, Oat & Argan Nourishing Conditioner 250 ml, Shea & Avocado Deep Repair Mask 200 ml, Argan & Baobab Hair Oil 50 ml, Bamboo Paddle Hairbrush. See each product for its full ingredients.',
    size: '5 pieces',
    price: 10400,
    stock: 12,
    art: { kind: 'giftbox', finish: 'sage' },
  },
];

const body: CatalogueProduct[] = [
  {
    slug: 'cedar-bergamot-body-wash',
    name: 'Cedar & Bergamot Body Wash',
    category: 'body',
    description:
      'A gentle, creamy body wash with a grounding scent of Atlas cedar and sparkling bergamot. It lathers on a cloth or in the hands and rinses clean without leaving skin tight. Bergamot here is furocoumarin-free, so it is fine before sun.',
    ingredients:
      'Aqua, Coco-Glucoside, Sodium Cocoyl Glutamate, Glycerin, Cedrus Atlantica Bark Oil, Citrus Bergamia (Bergamot) Fruit Oil (FCF), Aloe Barbadensis Leaf Juice, Xanthan Gum, Sodium Levulinate, Citric Acid, Limonene*, Linalool*.',
    size: '300 ml',
    price: 2000,
    stock: 77,
    moreSizes: [{ size: '500 ml', price: 3000, stock: 30 }],
    art: { kind: 'pump', finish: 'amber' },
  },
  {
    slug: 'shea-cocoa-body-butter',
    name: 'Shea & Cocoa Whipped Body Butter',
    category: 'body',
    description:
      'Raw shea and cocoa butter whipped into a mousse that melts on contact and leaves a satin finish, not a film. It smells faintly of chocolate, nothing added. A little covers a lot: best on slightly damp skin after a shower.',
    ingredients:
      'Butyrospermum Parkii (Shea) Butter, Theobroma Cacao (Cocoa) Seed Butter, Cocos Nucifera (Coconut) Oil, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Maranta Arundinacea Root Powder, Tocopherol.',
    size: '200 g',
    price: 2800,
    stock: 52,
    featured: true,
    art: { kind: 'jar', finish: 'ceramic' },
  },
  {
    slug: 'pink-clay-sugar-body-polish',
    name: 'Pink Clay & Sugar Body Polish',
    category: 'body',
    description:
      'A fine cane-sugar scrub suspended in sweet almond oil with French pink clay. Massage over damp skin in circles, paying attention to elbows and knees, then rinse; the oil stays behind so you can often skip lotion. Keep water out of the jar.',
    ingredients:
      'Sucrose, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Kaolin, Illite, Butyrospermum Parkii (Shea) Butter, Pelargonium Graveolens (Geranium) Oil, Tocopherol, Geraniol*, Citronellol*.',
    size: '250 g',
    price: 2500,
    stock: 43,
    art: { kind: 'jar', finish: 'blush' },
  },
  {
    slug: 'neroli-sweet-almond-body-oil',
    name: 'Neroli & Sweet Almond Body Oil',
    category: 'body',
    description:
      'A dry-touch body oil that glides on and absorbs in a minute or two, leaving a soft sheen. Neroli and petitgrain give it a fresh, green orange-blossom scent that lingers lightly. Lovely on damp skin straight out of the bath.',
    ingredients:
      'Prunus Amygdalus Dulcis (Sweet Almond) Oil, Caprylic/Capric Triglyceride, Simmondsia Chinensis (Jojoba) Seed Oil, Citrus Aurantium Amara (Neroli) Flower Oil, Citrus Aurantium Amara (Petitgrain) Leaf Oil, Tocopherol, Linalool*, Limonene*.',
    size: '100 ml',
    price: 3400,
    stock: 35,
    moreSizes: [{ size: '200 ml', price: 5800, stock: 14 }],
    recommended: true,
    art: { kind: 'dropper', finish: 'amber' },
  },
  {
    slug: 'oat-calendula-body-lotion',
    name: 'Oat & Calendula Body Lotion',
    category: 'body',
    description:
      'An everyday lotion for dry or easily irritated skin, with colloidal oat and calendula and no added fragrance. It spreads easily, absorbs fast and is gentle enough for the whole family. Large pump bottle for the bathroom shelf.',
    ingredients:
      'Aqua, Helianthus Annuus (Sunflower) Seed Oil, Glycerin, Avena Sativa (Oat) Kernel Flour, Cetearyl Alcohol, Calendula Officinalis Flower Extract, Glyceryl Stearate, Sodium Stearoyl Lactylate, Tocopherol, Sodium Levulinate.',
    size: '300 ml',
    price: 2400,
    stock: 66,
    art: { kind: 'pump', finish: 'frosted' },
  },
  {
    slug: 'lavender-geranium-hand-cream',
    name: 'Lavender & Geranium Hand Cream',
    category: 'body',
    description:
      'A rich but quick-absorbing hand cream that will not leave marks on your phone or your page. Lavender and rose geranium give it a calm, floral-herbal scent. The tube fits in a coat pocket.',
    ingredients:
      'Aqua, Butyrospermum Parkii (Shea) Butter, Glycerin, Cetearyl Alcohol, Prunus Armeniaca (Apricot) Kernel Oil, Lavandula Angustifolia (Lavender) Oil, Pelargonium Graveolens (Geranium) Oil, Tocopherol, Sodium Levulinate, Linalool*, Geraniol*.',
    size: '75 ml',
    price: 1400,
    stock: 98,
    moreSizes: [{ size: '150 ml', price: 2400, stock: 25 }],
    recommended: true,
    art: { kind: 'tube', finish: 'sage' },
  },
  {
    slug: 'goats-milk-oat-soap',
    name: "Goat's Milk & Oat Soap",
    category: 'body',
    description:
      "A creamy cold-process bar made with fresh goat's milk from a Somerset farm and finely ground oats. It makes a soft, dense lather and is unscented, so it suits faces, hands and sensitive skin alike. Each bar is cut by hand and cured for six weeks.",
    ingredients:
      "Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Caprae Lac (Goat's Milk), Aqua, Avena Sativa (Oat) Kernel Flour, Glycerin, Sodium Castorate.",
    size: '100 g',
    price: 800,
    stock: 112,
    art: { kind: 'bar', finish: 'ceramic' },
  },
  {
    slug: 'charcoal-tea-tree-soap',
    name: 'Charcoal & Tea Tree Soap',
    category: 'body',
    description:
      'A deep-cleansing slate-grey bar with activated bamboo charcoal and tea tree, good for backs, feet and oily skin. Fresh, medicinal scent with a hint of lemon. Only a few bars left from this cure.',
    ingredients:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Aqua, Charcoal Powder, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Citrus Limon (Lemon) Peel Oil, Glycerin, Limonene*.',
    size: '100 g',
    price: 800,
    stock: 2,
    art: { kind: 'bar', finish: 'charcoal' },
  },
  {
    slug: 'arrowroot-bergamot-deodorant',
    name: 'Arrowroot & Bergamot Natural Deodorant',
    category: 'body',
    description:
      'A bicarbonate-free deodorant stick for sensitive underarms, with arrowroot to absorb moisture and zinc ricinoleate to neutralise odour. Bergamot and vetiver keep it fresh all day. Warm it against the skin for a second before applying.',
    ingredients:
      'Butyrospermum Parkii (Shea) Butter, Maranta Arundinacea Root Powder, Cocos Nucifera (Coconut) Oil, Cera Alba (Beeswax), Zinc Ricinoleate, Citrus Bergamia (Bergamot) Fruit Oil (FCF), Vetiveria Zizanoides Root Oil, Tocopherol, Limonene*.',
    size: '75 g',
    price: 1300,
    stock: 57,
    art: { kind: 'stick', finish: 'frosted' },
  },
  {
    slug: 'peppermint-shea-foot-balm',
    name: 'Peppermint & Shea Foot Balm',
    category: 'body',
    description:
      'A tingling, deeply softening balm for tired feet and rough heels. Rub in before bed and pull on cotton socks for the best results. Currently out of stock; back with the next batch.',
    ingredients:
      'Butyrospermum Parkii (Shea) Butter, Cera Alba (Beeswax), Olea Europaea (Olive) Fruit Oil, Mentha Piperita (Peppermint) Oil, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Urea, Tocopherol, Limonene*.',
    size: '60 ml',
    price: 1500,
    stock: 0,
    art: { kind: 'tin', finish: 'sage' },
  },
  {
    slug: 'magnesium-lavender-bath-salts',
    name: 'Magnesium & Lavender Bath Salts',
    category: 'body',
    description:
      'Magnesium flakes, Epsom salt and pink Himalayan salt with lavender and Roman chamomile for a slow evening soak. Dissolve two handfuls under the hot tap. The glass jar is worth keeping.',
    ingredients:
      'Magnesium Chloride, Magnesium Sulfate, Sodium Chloride, Lavandula Angustifolia (Lavender) Oil, Anthemis Nobilis (Roman Chamomile) Flower Oil, Lavandula Angustifolia Flower, Linalool*.',
    size: '500 g',
    price: 2200,
    stock: 40,
    art: { kind: 'jar', finish: 'sand' },
  },
  {
    slug: 'orange-blossom-body-mist',
    name: 'Orange Blossom Body Mist',
    category: 'body',
    description:
      'A soft, alcohol-free body and linen mist with orange blossom water and a trace of jasmine. Spritz over skin after a shower or onto your pillow at night. Lighter and kinder than a perfume, and lovely in warm weather.',
    ingredients:
      'Citrus Aurantium Amara (Orange) Flower Water, Aqua, Glycerin, Aloe Barbadensis Leaf Juice, Jasminum Grandiflorum Flower Extract, Sodium Levulinate, Sodium Anisate, Citric Acid.',
    size: '100 ml',
    price: 1900,
    stock: 49,
    art: { kind: 'spray', finish: 'blush' },
  },
  {
    slug: 'body-ritual-gift-set',
    name: 'The Body Ritual Gift Set',
    category: 'body',
    description:
      'A full bath-night ritual: body polish, body wash, whipped body butter, bath salts and a sisal dry body brush. Packed in a keepsake box lined with tissue. Every item is full size.',
    ingredients:
      'Contains: Pink Clay & Sugar Body Polish 250 g, Cedar & Bergamot Body Wash 300 ml, Shea & Cocoa Whipped Body Butter 200 g, Magnesium & Lavender Bath Salts 500 g, Sisal Dry Body Brush. See each product for its full ingredients.',
    size: '5 pieces',
    price: 11200,
    stock: 15,
    art: { kind: 'giftbox', finish: 'blush' },
  },
];

const accessories: CatalogueProduct[] = [
  {
    slug: 'jade-facial-roller',
    name: 'Jade Facial Roller',
    category: 'accessories',
    description:
      'A double-ended roller in natural xiuyan jade with a quiet, squeak-free frame. Roll upwards and outwards over serum or oil to help the face feel de-puffed in the morning; the small end is for under the eyes. Keep it in the fridge for extra cool.',
    ingredients: 'Xiuyan jade stone, zinc alloy frame with gold-tone finish.',
    size: '15 cm',
    price: 3200,
    stock: 38,
    featured: true,
    art: { kind: 'roller', finish: 'jade' },
  },
  {
    slug: 'rose-quartz-gua-sha',
    name: 'Rose Quartz Gua Sha',
    category: 'accessories',
    description:
      'A heart-shaped rose quartz stone polished smooth on every edge, with a notch that fits the jawline. Glide it flat against oiled skin with light pressure, always outwards. Each stone is unique, with its own cloudy veins.',
    ingredients: 'Natural rose quartz. Comes with a beechwood stand and a cotton pouch.',
    size: '9 x 6 cm',
    price: 2600,
    stock: 44,
    recommended: true,
    art: { kind: 'guasha', finish: 'roseQuartz' },
  },
  {
    slug: 'natural-konjac-sponge',
    name: 'Natural Konjac Sponge',
    category: 'accessories',
    description:
      'A sponge made from the root of the konjac plant that turns soft and bouncy when wet. Use it with or without cleanser for a very gentle daily exfoliation, then hang it to dry by its cord. Replace every two to three months.',
    ingredients: 'Amorphophallus Konjac Root Powder, Aqua, Calcium Hydroxide. Cotton cord.',
    size: '8 cm',
    price: 900,
    stock: 96,
    recommended: true,
    art: { kind: 'sponge', finish: 'linen' },
  },
  {
    slug: 'charcoal-konjac-sponge',
    name: 'Bamboo Charcoal Konjac Sponge',
    category: 'accessories',
    description:
      'Our konjac sponge with a little bamboo charcoal added, for oily and combination skin that likes a deeper cleanse. Squeeze out the water, massage over the face in circles and rinse. Soft enough for daily use.',
    ingredients: 'Amorphophallus Konjac Root Powder, Aqua, Charcoal Powder, Calcium Hydroxide. Cotton cord.',
    size: '8 cm',
    price: 1000,
    stock: 81,
    art: { kind: 'sponge', finish: 'charcoal' },
  },
  {
    slug: 'bamboo-paddle-hairbrush',
    name: 'Bamboo Paddle Hairbrush',
    category: 'accessories',
    description:
      'A wide paddle brush with a sustainably grown bamboo body and round-tipped bamboo pins set in a natural rubber cushion. It detangles wet or dry hair without snagging and massages the scalp as you go. Gentle enough for curls when used from the ends up.',
    ingredients: 'Moso bamboo body and pins, natural rubber cushion.',
    size: '24 cm',
    price: 2400,
    stock: 47,
    art: { kind: 'brush', finish: 'bamboo' },
  },
  {
    slug: 'organic-muslin-cloths',
    name: 'Organic Cotton Muslin Cloths, Set of 3',
    category: 'accessories',
    description:
      'Three double-layer muslin cloths in undyed organic cotton, for lifting away cleansing balm and gently polishing the skin. Soak in hot water, wring out and hold over the face for a moment before wiping. Machine wash at 60°C.',
    ingredients: '100% GOTS-certified organic cotton muslin.',
    size: '3 x 30 cm',
    price: 1200,
    stock: 88,
    art: { kind: 'cloths', finish: 'linen' },
  },
  {
    slug: 'mulberry-silk-scrunchies',
    name: 'Mulberry Silk Scrunchies, Set of 2',
    category: 'accessories',
    description:
      'Two generous scrunchies in 22 momme mulberry silk that hold hair without kinks or breakage. Sleep in one to wake up with fewer tangles. Hand wash cool with a drop of gentle shampoo.',
    ingredients: '100% mulberry silk (22 momme), covered natural rubber elastic.',
    size: 'Set of 2',
    price: 2200,
    stock: 63,
    featured: true,
    art: { kind: 'scrunchie', finish: 'silk' },
  },
  {
    slug: 'sandalwood-wide-tooth-comb',
    name: 'Wide-Tooth Sandalwood Comb',
    category: 'accessories',
    description:
      'A hand-finished comb in fragrant green sandalwood with wide teeth on one side and fine teeth on the other. Wood does not build static the way plastic does, so hair stays smoother. Use the wide side on wet, conditioned hair.',
    ingredients: 'Green sandalwood, finished with a little natural oil.',
    size: '17 cm',
    price: 1600,
    stock: 52,
    recommended: true,
    art: { kind: 'comb', finish: 'walnut' },
  },
  {
    slug: 'sisal-dry-body-brush',
    name: 'Sisal Dry Body Brush',
    category: 'accessories',
    description:
      'A round dry brush with firm sisal bristles, a beech back and a cotton strap to slip your hand under. Brush dry skin in long strokes towards the heart before showering. Only a handful left in this batch.',
    ingredients: 'Natural sisal bristles, FSC-certified beechwood, cotton strap.',
    size: '12 cm',
    price: 1800,
    stock: 5,
    art: { kind: 'bodyBrush', finish: 'bamboo' },
  },
  {
    slug: 'linen-travel-wash-pouch',
    name: 'Linen Travel Wash Pouch',
    category: 'accessories',
    description:
      'A soft washed-linen pouch with a water-resistant lining, big enough for a full routine in travel sizes. A leather pull makes the brass zip easy to open with wet hands. Folds flat in a suitcase.',
    ingredients: 'Outer: 100% washed European linen. Lining: recycled polyester with a PFC-free coating. Brass zip, vegetable-tanned leather pull.',
    size: '24 x 16 cm',
    price: 2000,
    stock: 31,
    art: { kind: 'pouch', finish: 'sage' },
  },
  {
    slug: 'beechwood-facial-brush',
    name: 'Beechwood Facial Cleansing Brush',
    category: 'accessories',
    description:
      'A soft cleansing brush with plant-based bristles and a weighted beechwood handle that stands upright on the shelf. Work your cleanser over damp skin in small circles for a gentle polish. Rinse and stand to dry after use.',
    ingredients: 'FSC-certified beechwood handle, plant-based bristles, recycled aluminium ferrule.',
    size: '13 cm',
    price: 1500,
    stock: 58,
    art: { kind: 'faceBrush', finish: 'walnut' },
  },
  {
    slug: 'rose-quartz-facial-roller',
    name: 'Rose Quartz Facial Roller',
    category: 'accessories',
    description:
      'Our facial roller in softly veined rose quartz, which stays cool longer than most stones. Use it over your evening oil to help the face feel relaxed before sleep. One left in this colour while we wait for the next delivery of stones.',
    ingredients: 'Natural rose quartz, zinc alloy frame with gold-tone finish.',
    size: '15 cm',
    price: 3400,
    stock: 1,
    art: { kind: 'roller', finish: 'roseQuartz' },
  },
];

export const CATALOGUE: readonly CatalogueProduct[] = [...face, ...hair, ...body, ...accessories];
