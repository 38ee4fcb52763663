/**
 * The tracking fields of the ship dialog and of Edit tracking, as the admin types them, read into
 * what the API takes (decision 0231): checked with the contract's own schema, so the dialog refuses
 * exactly what the server would, with the same sentence. In the ship dialog tracking is optional
 * (no carrier chosen: ship without it); once a carrier is chosen the number is needed.
 */
import { trackingInput, type Tracking } from '../../contracts/orders';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../domain/tracking';

export interface TrackingDraft {
  /** '' while no carrier is chosen. */
  carrier: Carrier | '';
  number: string;
}

export const NO_TRACKING: TrackingDraft = { carrier: '', number: '' };

export const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_NAMES[carrier] }));

export const draftOf = (tracking: Tracking | null): TrackingDraft => (tracking ? { carrier: tracking.carrier, number: tracking.number } : NO_TRACKING);

export type TrackingReading = { ok: true; tracking: Tracking | undefined } | { ok: false; field: 'carrier' | 'number'; message: string };

/** The draft as the API takes it; none when no carrier is chosen and `optional`. */
export function readTracking(draft: TrackingDraft, optional: boolean): TrackingReading {
  if (draft.carrier === '') {
    if (optional && draft.number.trim() === '') return { ok: true, tracking: undefined };
    return { ok: false, field: 'carrier', message: 'Choose the carrier' };
  }
  const parsed = trackingInput.safeParse(draft);
  if (parsed.success) return { ok: true, tracking: parsed.data };
  return { ok: false, field: 'number', message: parsed.error.issues[0]!.message };
}
