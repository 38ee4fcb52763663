/**
 * The shop's settings kept in memory between changes, so pricing a bag costs no statement
 * (docs/decisions/0237-settings-kept-in-memory.md). A checkout read them twice per flow (validate
 * and create-order), one round trip each, for figures an admin changes a few times a year.
 *
 * A copy lives exactly as long as the catalogue cache's generation it was read in: saving settings
 * records a catalogue change, which drops the catalogue cache in this process after the commit and
 * in every other process through the change channel (decision 0180), and also whenever a process
 * may have missed a notification. Tying the copy to that generation gives settings the same
 * "within a second on every process" as prices, with no second channel. A read that a change
 * overtook answers its caller but is not kept. A lifetime bounds the copy as the cache's own does.
 *
 * The admin's settings screen and the save itself still read the rows (settings-store.ts): what an
 * admin edits is always what is stored.
 */
import type { ShopSettings } from '#contracts/admin-settings';
import type { DbOrTx } from '../../db/client';
import { type DeploymentDefaults, readSettings } from './settings-store';

/** The catalogue cache's generation: bumped by every change that drops it (lib/response-cache.ts). */
export interface ChangeGeneration {
  readonly version: number;
}

/** As long as the catalogue's cached answers live: a missed notification is outlived by neither. */
const LIFETIME_MS = 60_000;

interface Copy {
  settings: Promise<ShopSettings>;
  generation: number;
  readAt: number;
}

export class SettingsMemory {
  private copy: Copy | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly changes: ChangeGeneration,
    /** The deployment's defaults (reservation window, support address) for fields no admin saved. */
    private readonly deployment: DeploymentDefaults,
    private readonly lifetimeMs = LIFETIME_MS,
  ) {}

  /** The settings as stored, from memory unless they may have changed since they were read. */
  read(): Promise<ShopSettings> {
    const now = Date.now();
    const copy = this.copy;
    if (copy && copy.generation === this.changes.version && now - copy.readAt < this.lifetimeMs) return copy.settings;
    // One read for every caller that arrives while it runs; a failed read is not kept.
    const fresh: Copy = { settings: readSettings(this.db, this.deployment), generation: this.changes.version, readAt: now };
    this.copy = fresh;
    fresh.settings.catch(() => {
      if (this.copy === fresh) this.copy = null;
    });
    return fresh.settings;
  }
}
