/**
 * The design system in one place: palette, type, breakpoints and the few shortcuts every screen
 * shares. Screens compose utilities from here; nothing else defines colours or widths.
 */
import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  theme: {
    // Mobile first; the spec's single breakpoint is 1024 px (`lg`). The others are for fine tuning.
    breakpoints: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
    },
    colors: {
      // Warm neutrals: page, cards and lines.
      cream: { 50: '#FFFDF9', 100: '#FBF7F0', 200: '#F5EEE2', 300: '#EDE3D2' },
      sand: { 100: '#EFE6D8', 200: '#E4D7C3', 300: '#D4C3A8', 400: '#BBA584', 500: '#9C8664' },
      // The accent: sage to deep forest green.
      sage: {
        50: '#F3F6F1',
        100: '#E4EBE0',
        200: '#CAD7C3',
        300: '#AABFA1',
        400: '#8AA47F',
        500: '#6C8A62',
        // Darkened from #56714E so eyebrow labels keep 4.5:1 on sand-100 and sage-100 (decision 0167).
        600: '#516B49',
        700: '#445A3F',
        800: '#354735',
        900: '#26352A',
      },
      // Text: a green-tinted near-black reads softer than #000 on cream.
      ink: { DEFAULT: '#1F2A22', soft: '#45524A', muted: '#5F6A62', faint: '#9AA39B' },
      // The spec's pink, for initials circles.
      blush: { 100: '#FBE8E6', 200: '#F5D0CC', 300: '#EDB8B3', 700: '#8E3B45' },
      danger: { DEFAULT: '#B4443A', soft: '#FBEAE7' },
    },
    fontFamily: {
      serif: '"Cormorant Garamond", "Iowan Old Style", "Palatino Linotype", Georgia, serif',
      sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    maxWidth: {
      // Spec section 9: storefront and account 1256 px, admin 1125 px.
      shop: '1256px',
      admin: '1125px',
    },
    width: {
      'account-sidebar': '260px',
      'admin-sidebar': '233px',
      drawer: '280px',
    },
    boxShadow: {
      soft: '0 1px 2px rgba(38, 53, 42, 0.04), 0 8px 24px -12px rgba(38, 53, 42, 0.12)',
      nav: '0 6px 24px -12px rgba(38, 53, 42, 0.22)',
      lift: '0 18px 48px -24px rgba(38, 53, 42, 0.35)',
    },
  },
  shortcuts: {
    'container-shop': 'mx-auto w-full max-w-shop px-5 sm:px-8',
    'container-admin': 'mx-auto w-full max-w-admin px-5 lg:px-8',
    'keyboard-focus':
      'outline-none focus-visible:(ring-2 ring-sage-500 ring-offset-2 ring-offset-cream-100)',
    btn: 'keyboard-focus inline-flex items-center justify-center gap-2 rounded-full px-6 h-11 text-sm font-medium tracking-wide transition-colors duration-200 disabled:(opacity-50 cursor-not-allowed) cursor-pointer select-none',
    'btn-primary': 'btn bg-sage-800 text-cream-50 hover:bg-sage-900 active:bg-sage-900',
    'btn-secondary': 'btn border border-sage-800/25 bg-transparent text-sage-900 hover:(bg-sage-800/5 border-sage-800/45)',
    'btn-light': 'btn bg-cream-50 text-sage-900 hover:bg-white',
    'btn-ghost': 'btn px-4 bg-transparent text-ink-soft hover:(bg-sand-100 text-ink)',
    'icon-btn':
      'keyboard-focus relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:(bg-sand-100 text-ink) cursor-pointer',
    input:
      'keyboard-focus block w-full h-11 rounded-full border border-sand-200 bg-cream-50 px-4 text-sm text-ink placeholder:text-ink-faint transition-colors hover:border-sand-300 focus:border-sage-500',
    card: 'rounded-3xl border border-sand-100 bg-cream-50 shadow-soft',
    eyebrow: 'text-[11px] font-semibold uppercase tracking-[0.22em] text-sage-600',
    'heading-display': 'font-serif font-medium text-ink leading-[1.05] tracking-[-0.01em]',
    'nav-link':
      'keyboard-focus relative rounded-full px-3 py-2 text-sm text-ink-soft transition-colors hover:text-ink',
    // Storefront additions.
    /** A placeholder block while content loads. */
    skeleton: 'animate-pulse bg-sand-100',
    /** Status badges in the spec's colours (section 4); `badge-dot` is the coloured dot inside. */
    badge:
      'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[10.5px] font-semibold uppercase leading-none tracking-[0.14em] whitespace-nowrap',
    'badge-dot': 'h-1.5 w-1.5 shrink-0 rounded-full bg-current opacity-80',
    'badge-green': 'badge bg-[#E6F0E3] text-[#2E6136]',
    'badge-yellow': 'badge bg-[#FBF0CF] text-[#855F0C]',
    'badge-red': 'badge bg-danger-soft text-[#A23A31]',
    'badge-blue': 'badge bg-[#E3ECF6] text-[#2F5683]',
    'badge-grey': 'badge bg-sand-100 text-ink-soft',
    /** Form field label and the message under a field. */
    'field-label': 'mb-2 block text-[13px] font-medium text-ink',
    'field-error': 'mt-2 text-[13px] text-danger',
    /** Multi-line input, matching `input`. */
    textarea:
      'keyboard-focus block w-full rounded-3xl border border-sand-200 bg-cream-50 px-5 py-4 text-sm leading-relaxed text-ink placeholder:text-ink-faint transition-colors hover:border-sand-300 focus:border-sage-500',
  },
  safelist: [],
});
