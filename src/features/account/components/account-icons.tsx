/**
 * Icons only the account screens use, drawn like src/components/icons: 24 × 24, 1.5 px strokes,
 * decorative (the control carries the accessible name).
 */
import { icon } from '../../../components/icons/icons';

export const PencilIcon = icon(
  <>
    <path d="M14.5 5.5 18.5 9.5" />
    <path d="M4.5 19.5 5.4 15.6 15.9 5.1a1.9 1.9 0 0 1 2.7 0l.3.3a1.9 1.9 0 0 1 0 2.7L8.4 18.6 4.5 19.5Z" />
  </>,
  'PencilIcon',
);

export const CameraIcon = icon(
  <>
    <path d="M4.75 8.25A1.5 1.5 0 0 1 6.25 6.75h1.9l1.35-2h5l1.35 2h1.9a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H6.25a1.5 1.5 0 0 1-1.5-1.5v-9.5Z" />
    <circle cx="12" cy="12.75" r="3.25" />
  </>,
  'CameraIcon',
);

export const AlertIcon = icon(
  <>
    <path d="M10.3 4.6 3.2 17a2 2 0 0 0 1.7 3h14.2a2 2 0 0 0 1.7-3L13.7 4.6a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4" />
    <path d="M12 16.75h.01" />
  </>,
  'AlertIcon',
);

export const ChevronRightIcon = icon(
  <>
    <path d="m9 6 6 6-6 6" />
  </>,
  'ChevronRightIcon',
);
