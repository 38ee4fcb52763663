/**
 * A line with a fixed number of places: at most `places` pieces of work run at once, the rest
 * wait in arrival order, each for at most `maxWaitMs`, and no more than `maxWaiting` wait. The
 * checkout's writes go through one (plugins/checkout-line.ts), so a crowd of buyers queues for the
 * database instead of taking the CPU from everyone reading the catalogue
 * (docs/decisions/0233-a-line-for-the-checkout.md).
 */
export type Refusal = 'full' | 'waited too long';

export class AdmissionRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(`no place in the line: ${reason}`);
    this.name = 'AdmissionRefused';
  }
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/** Gives a place back; calling it again does nothing. */
export type Leave = () => void;

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly places: number,
    readonly maxWaitMs: number,
    /** Far more than a drop's buyers at one process: a bound on memory, not a rule of the shop. */
    readonly maxWaiting = 5_000,
  ) {
    if (!Number.isInteger(places) || places < 1) throw new Error(`a line needs at least one place, not ${places}`);
  }

  /** Work being done now, and work waiting for a place. */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Resolves with `leave` once a place is free; rejects with AdmissionRefused when the line is full or the wait runs out. */
  enter(): Promise<Leave> {
    if (this.running < this.places && this.waiting.length === 0) {
      this.running += 1;
      return Promise.resolve(this.leaver());
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new AdmissionRefused('full'));
    return new Promise<Leave>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.running += 1;
          resolve(this.leaver());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new AdmissionRefused('waited too long'));
        }, this.maxWaitMs),
      };
      waiter.timer.unref();
      this.waiting.push(waiter);
    });
  }

  private leaver(): Leave {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running -= 1;
      this.waiting.shift()?.admit();
    };
  }
}
