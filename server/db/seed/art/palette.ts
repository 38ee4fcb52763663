/**
 * The brand palette the product art is drawn in: backdrops (wall, floor, arch) and the finishes a
 * vessel or object can have. Names are what the catalogue uses to pin a finish to a product
 * (a charcoal sponge must be dark, a rose quartz gua sha pink); otherwise the slug's hash picks.
 */

export interface Backdrop {
  wallTop: string;
  wallBottom: string;
  floorTop: string;
  floorBottom: string;
  /** The soft arch or disc set behind the product. */
  arch: string;
  /** Colour of the light falling from one side. */
  glow: string;
  /** True for the deep green set: botanicals and shadows are drawn lighter and deeper. */
  dark?: boolean;
}

export const BACKDROPS = {
  cream: {
    wallTop: '#F7F1E7',
    wallBottom: '#EEE4D4',
    floorTop: '#E6D8C2',
    floorBottom: '#DCCBB2',
    arch: '#EADCC6',
    glow: '#FFFBF3',
  },
  sand: {
    wallTop: '#EDE0CB',
    wallBottom: '#E2D0B5',
    floorTop: '#D8C3A4',
    floorBottom: '#CCB493',
    arch: '#F4EADB',
    glow: '#FFF6E8',
  },
  sage: {
    wallTop: '#E1E7D9',
    wallBottom: '#CFD8C5',
    floorTop: '#C0CCB4',
    floorBottom: '#B1BFA4',
    arch: '#EEF1E7',
    glow: '#FBFDF5',
  },
  blush: {
    wallTop: '#F5E7E0',
    wallBottom: '#ECD6CB',
    floorTop: '#E3C7B9',
    floorBottom: '#D8B8A8',
    arch: '#F9EFEA',
    glow: '#FFF8F3',
  },
  warmWhite: {
    wallTop: '#FCFAF6',
    wallBottom: '#F3EDE3',
    floorTop: '#EBE2D3',
    floorBottom: '#E1D5C2',
    arch: '#EFE4D3',
    glow: '#FFFFFF',
  },
  deepGreen: {
    wallTop: '#405B4B',
    wallBottom: '#334D3E',
    floorTop: '#2B4235',
    floorBottom: '#23382C',
    arch: '#4B6756',
    glow: '#7E9C86',
    dark: true,
  },
} satisfies Record<string, Backdrop>;
export type BackdropName = keyof typeof BACKDROPS;

export interface Finish {
  /** Main material: glass, ceramic, wood, stone, fabric. */
  body: string;
  /** Caps, collars, pumps, frames, straps. */
  accent: string;
  /** Label band. */
  label: string;
  /** Marks printed on the label. */
  ink: string;
  /** Glass that shows a darker liquid line through it. */
  glass?: boolean;
}

export const FINISHES = {
  amber: { body: '#93521F', accent: '#2B2724', label: '#F4EEE4', ink: '#2F4A3A', glass: true },
  frosted: { body: '#ECE8E1', accent: '#C6A36B', label: '#2F4A3A', ink: '#EFE7DA' },
  sage: { body: '#9FB096', accent: '#F2EDE4', label: '#F5F0E7', ink: '#2F4A3A' },
  terracotta: { body: '#C27A59', accent: '#EFE6D8', label: '#F3EBDF', ink: '#6B3B26' },
  ceramic: { body: '#EFE4D1', accent: '#A67C55', label: '#2F4A3A', ink: '#EFE6D8' },
  forest: { body: '#2E4A3B', accent: '#C8A46A', label: '#EFE7DA', ink: '#2E4A3B', glass: true },
  blush: { body: '#E5C0B2', accent: '#F6F1EA', label: '#FBF7F1', ink: '#8A5A4A' },
  sand: { body: '#D9C6A8', accent: '#3B3430', label: '#F7F2EA', ink: '#5A4A3A' },
  // Accessory materials.
  jade: { body: '#9CC1A6', accent: '#C8A46A', label: '#F4EEE4', ink: '#2F4A3A' },
  roseQuartz: { body: '#EDC6C2', accent: '#C8A46A', label: '#FBF7F1', ink: '#8A5A4A' },
  bamboo: { body: '#D5B07B', accent: '#4A3D33', label: '#F4EEE4', ink: '#2F4A3A' },
  walnut: { body: '#9A6A44', accent: '#E9DCC4', label: '#F4EEE4', ink: '#2F4A3A' },
  charcoal: { body: '#3C3B39', accent: '#E8DFCF', label: '#F4EEE4', ink: '#2F4A3A' },
  linen: { body: '#E6DCCB', accent: '#9FB096', label: '#F8F4EC', ink: '#2F4A3A' },
  silk: { body: '#D9A99A', accent: '#EFE2D3', label: '#F8F4EC', ink: '#2F4A3A' },
} satisfies Record<string, Finish>;
export type FinishName = keyof typeof FINISHES;

/** Finishes the hash may pick for a cosmetic vessel when the catalogue does not pin one. */
export const VESSEL_FINISHES: readonly FinishName[] = [
  'amber',
  'frosted',
  'sage',
  'terracotta',
  'ceramic',
  'forest',
  'blush',
  'sand',
];

/** Greens and neutrals used for leaves and sprigs. */
export const FOLIAGE = ['#7F9A84', '#8FA79A', '#6E8B6B', '#9DB08E', '#5F7D62'] as const;
export const PETALS = ['#EBC3B8', '#F2D6CC', '#F7E8DF', '#E5B5A8'] as const;
