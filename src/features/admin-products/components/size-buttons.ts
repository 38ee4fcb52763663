/**
 * The Sizes table's button looks, shared by its row, picture and remove parts: smaller than the
 * page's buttons, so a row's fit a 390 px phone.
 */
export const SIZE_BUTTON = 'btn-secondary h-9 px-3 text-[13px]';

export const MOVE_BUTTON =
  'keyboard-focus inline-flex h-9 w-9 items-center justify-center rounded-full border border-sand-200 bg-cream-50 text-ink transition-colors hover:bg-cream-100 disabled:(cursor-not-allowed opacity-40)';
