// What a print-and-mail adapter offers. Adapters import this, never provider.ts (which picks one), so
// the modules form no cycle.

export type DispatchProviderName = 'pingen' | 'manual';

/** The print service's delivery product: Basic goes as the cheaper letter, Plus, Pro and Express fast. */
export type DeliveryProduct = 'cheap' | 'fast';

/** A pre-signed upload URL the print service issued, with the PDF already put there. */
export interface SignedUpload {
  url: string;
  signature: string;
  /** When the print service stops accepting it (ISO), if it said. */
  expiresAt: string | null;
}

export interface LetterToHandOver {
  /** Our letter id: the Idempotency-Key of the create call, so a retried job never posts twice. */
  id: string;
  orderNumber: string;
  fileName: string;
  pdf: Uint8Array;
  deliveryProduct: DeliveryProduct;
  /** The upload of an earlier attempt, reused so that the retried create call is the same request. */
  upload: SignedUpload | null;
}

export interface HandedOver {
  providerLetterId: string;
  /** What the provider charges, in cents, when it says so. */
  priceCents: number | null;
}

/** The provider refused the letter as it is (format, address zone): a person prints it by hand. */
export class LetterRejected extends Error {
  constructor(readonly reason: string) {
    super(`letter rejected: ${reason}`);
    this.name = 'LetterRejected';
  }
}

export interface PrintService {
  name: Exclude<DispatchProviderName, 'manual'>;
  /** Hands the letter over; `rememberUpload` stores a fresh upload before the create call that uses it. */
  handOver(letter: LetterToHandOver, rememberUpload: (upload: SignedUpload) => Promise<void>): Promise<HandedOver>;
  /** Best effort, after the letter was posted: the provider's copy of the file (with the ID copy) is removed. */
  deleteLetter(providerLetterId: string): Promise<void>;
}
