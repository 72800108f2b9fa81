// 'Zahlungspflichtig bestellen' and 'Erneut senden': the last checks, the
// signature upload, the wait for photos still on their way (the button says so and shows their progress,
// then orders by itself), POST /api/orders under an idempotency key, the failed-order record, and the way
// to payment. The request itself is built in order-submission.ts; storage goes through safe-storage.ts,
// so blocked or corrupt browser storage never stands between a created order and its payment.
import { useEffect, useRef, useState } from 'react';
import { fieldErrorMap } from '../../domain/field-errors';
import type { Locale } from '../../domain/locales';
import { translator } from '../../domain/ui-messages';
import type { Price } from '../../domain/pricing';
import {
  idUploadErrors,
  signatureOrderErrors,
  smsOptedIn,
  type IdUploadSlot,
  type WizardState,
} from '../../domain/wizard-state';
import {
  clearFailedOrder,
  failedOrderRecord,
  readFailedOrder,
  saveFailedOrder,
  type FailedOrder,
} from '../../lib/failed-order';
import { bodyHash, submitOrder, uploadSignature } from '../../lib/order-api';
import { browserStorage, safeSessionStorage } from '../../lib/safe-storage';
import { CHECKOUT_SNAPSHOT_KEY } from '../../lib/storage-keys';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { $cookiePreferences } from '../../stores/consent';
import { $uploadJobs, isBusy } from '../../lib/upload-jobs';
import { $price, $wizard, orderCreated, update } from '../../stores/wizard';
import type { ToastMessage } from '../shared/Toast';
import {
  checkoutSnapshot,
  idempotencyFor,
  orderRequestBody,
  withOrderNumber,
  withoutRefusedUploads,
} from './order-submission';
import { loadMobileCheck, SMS_MOBILE_FIELD_ID } from './SmsOptIn';
import type { MissingItem } from './missing-items';
import { SLOT_AREAS } from './upload-slots';

type OrderAnswer = Awaited<ReturnType<typeof submitOrder>>;
type CreatedOrder = Extract<OrderAnswer, { ok: true }>['order'];

interface Options {
  /** The wizard's state as rendered. */
  state: WizardState;
  price: Price | null;
  /** What still blocks the order ('Bitte vervollständige:'). */
  missing: MissingItem[];
  show: (toast: ToastMessage) => void;
  /** The page's language: the toasts' and the order's (customerLanguage). */
  locale: Locale;
}

export interface OrderSubmission {
  /** Sends the order; on success the browser moves on to the payment page. */
  order: () => Promise<void>;
  /** An order request is under way ('Bestellung wird vorbereitet...'). */
  preparing: boolean;
  /** The order waits for photos still on their way; it goes on by itself when they are stored. */
  waiting: boolean;
  /** Stops waiting for the photos (the customer left step 3, or an upload failed for good). */
  stopWaiting: () => void;
  /** The missing fields are shown, after an attempt to order. */
  showMissing: boolean;
  /** The server's field errors of the last attempt, by path ("personalData.postalCode"). */
  serverErrors: Record<string, string>;
  /** The attempt that could not be sent, kept in this browser for 'Erneut senden'. */
  failedOrder: FailedOrder | null;
  /** The SMS number's error, shown at the field. */
  smsError: string | undefined;
  /** Checks the SMS number with the Worker's rule and shows or clears its error; true for a mobile number. */
  checkSmsNumber: (sms?: WizardState['sms']) => Promise<boolean>;
}

export function useOrderSubmission({ state, price, missing, show, locale }: Options): OrderSubmission {
  const t = translator(locale);
  const [showMissing, setShowMissing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failedOrder, setFailedOrder] = useState<FailedOrder | null>(null);
  const [smsError, setSmsError] = useState<string | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);
  const waitingFor = useRef<AbortController | null>(null);

  useEffect(() => {
    const local = browserStorage('local');
    if (local) setFailedOrder(readFailedOrder(local));
  }, []);

  /** Keeps the failed attempt in this browser and offers to send it again. */
  function keepFailedOrder(error: string) {
    const record = failedOrderRecord($wizard.get(), error, new Date());
    const local = browserStorage('local');
    if (local) saveFailedOrder(local, record);
    setFailedOrder(record);
  }

  async function checkSmsNumber(sms = $wizard.get().sms): Promise<boolean> {
    const toE164Mobile = await loadMobileCheck();
    const valid = toE164Mobile(sms.mobile.trim()) !== null;
    setSmsError(valid ? undefined : t('validation.mobile.invalid'));
    return valid;
  }

  /** The drawn signature, uploaded first if it is not yet. */
  async function uploadedSignature(signature: NonNullable<WizardState['signature']>) {
    if (signature.upload) return signature;
    const uploaded = { ...signature, upload: await uploadSignature(signature.dataUrl) };
    update({ signature: uploaded });
    return uploaded;
  }

  function onRefused(result: Extract<OrderAnswer, { ok: false }>) {
    const errors = fieldErrorMap(result.fields);
    setServerErrors(errors);
    update(withoutRefusedUploads($wizard.get(), errors));
    keepFailedOrder(result.message);
    wizardAnalytics.orderRefused(result.status);
    show({ kind: 'error', text: t('wizard.order.saveError', { message: result.message }) });
    setPreparing(false);
  }

  function onFailed(error: unknown) {
    wizardAnalytics.orderPreparationFailed();
    const reason = error instanceof Error ? error.message : '';
    keepFailedOrder(reason || t('wizard.order.technicalError'));
    show({
      kind: 'error',
      text: reason ? t('wizard.order.saveError', { message: reason }) : t('wizard.order.technicalErrorRetry'),
    });
    setPreparing(false);
  }

  /** The order exists: nothing here may fail any more, the customer goes on to pay. */
  function onCreated(created: CreatedOrder) {
    const local = browserStorage('local');
    if (local) clearFailedOrder(local);
    setFailedOrder(null);
    // From here on the wizard's data stays in this tab only (sessionStorage), for a cancelled payment.
    orderCreated();
    safeSessionStorage.writeJson(
      CHECKOUT_SNAPSHOT_KEY,
      withOrderNumber(safeSessionStorage.readJson(CHECKOUT_SNAPSHOT_KEY), created.orderNumber),
    );
    // Said while the payment page loads; no wait of ours before it (the checkout URL is known now).
    show({ kind: 'info', text: t('wizard.order.redirect') });
    location.assign(created.paymentUrl);
  }

  function stopWaiting() {
    waitingFor.current?.abort();
    waitingFor.current = null;
  }

  async function order() {
    if (missing.length > 0 || !price || !state.plan) {
      setShowMissing(true);
      show({ kind: 'error', text: t('wizard.order.incomplete') });
      return;
    }
    if (smsOptedIn(state) && !(await checkSmsNumber())) {
      show({ kind: 'error', text: t('validation.mobile.invalid') });
      document.getElementById(SMS_MOBILE_FIELD_ID)?.focus();
      return;
    }
    setPreparing(true);
    setServerErrors({});
    wizardAnalytics.purchaseClicked(state.plan, price.totalCents);
    let created: CreatedOrder;
    try {
      // `missing` is empty, so step 3 has its signature; it goes up beside any photo still on its way.
      const signing = uploadedSignature(state.signature!);
      // Its failure is reported where it is awaited, below; this only keeps it from counting as unhandled meanwhile.
      signing.catch(() => undefined);
      if (photosOnTheirWay()) {
        const controller = new AbortController();
        waitingFor.current = controller;
        setWaiting(true);
        const stored = await photosStored(controller.signal);
        setWaiting(false);
        if (!stored) {
          // The customer left step 3, or an upload failed and step 2 says why: nothing is ordered.
          await signing.catch(() => undefined);
          setPreparing(false);
          return;
        }
      }
      const signature = await signing;
      // What is sent is the wizard as it is now (the customer may have changed it while the photos uploaded).
      const current = $wizard.get();
      const total = $price.get()?.totalCents ?? price.totalCents;
      if (Object.keys(idUploadErrors({ ...current, pendingUploads: {} }, locale)).length > 0) {
        // A photo did not arrive: its failure took the customer back to it (OrderWizard); otherwise say so here.
        if ($wizard.get().step === 3) {
          setShowMissing(true);
          show({ kind: 'error', text: t('wizard.order.incomplete') });
        }
        setPreparing(false);
        return;
      }
      // Step 3 checked once more on what is sent, with the signature uploaded.
      if (!current.plan || Object.keys(signatureOrderErrors({ ...current, signature }, locale)).length > 0) {
        setShowMissing(true);
        show({ kind: 'error', text: t('wizard.order.incompleteSigned') });
        setPreparing(false);
        return;
      }
      safeSessionStorage.writeJson(
        CHECKOUT_SNAPSHOT_KEY,
        checkoutSnapshot({ ...current, plan: current.plan }, total, new Date()),
      );
      const body = orderRequestBody({ ...current, signature }, $cookiePreferences.get(), locale);
      const idempotency = idempotencyFor(current.idempotency, await bodyHash(body), () => crypto.randomUUID());
      update({ idempotency });
      wizardAnalytics.orderSent();
      const result = await submitOrder(body, idempotency.key);
      if (!result.ok) {
        onRefused(result);
        return;
      }
      created = result.order;
    } catch (error) {
      onFailed(error);
      return;
    }
    // Outside the try: once the order exists, no error may turn it into "not sent".
    onCreated(created);
  }

  return {
    order,
    preparing,
    waiting,
    stopWaiting,
    showMissing,
    serverErrors,
    failedOrder,
    smsError,
    checkSmsNumber,
  };
}

/** The slots of step 2 whose file passed its check and is still being compressed or sent. */
function slotsOnTheirWay(state: Pick<WizardState, 'pendingUploads'> = $wizard.get()): IdUploadSlot[] {
  const jobs = $uploadJobs.get();
  return (Object.keys(state.pendingUploads) as IdUploadSlot[]).filter(
    (slot) => !state.pendingUploads[slot]!.interrupted && isBusy(jobs[SLOT_AREAS[slot]]),
  );
}

function photosOnTheirWay(): boolean {
  return slotsOnTheirWay().length > 0;
}

/**
 * Resolves once no photo of step 2 is on its way any more: true then (whether each was stored is checked on
 * the state), false when `signal` aborts first.
 */
function photosStored(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const unsubscribe: (() => void)[] = [];
    const settle = (stored: boolean) => {
      for (const stop of unsubscribe.splice(0)) stop();
      signal.removeEventListener('abort', aborted);
      resolve(stored);
    };
    const aborted = () => settle(false);
    const check = () => {
      if (!photosOnTheirWay()) settle(true);
    };
    signal.addEventListener('abort', aborted);
    unsubscribe.push($uploadJobs.listen(check), $wizard.listen(check));
    check();
  });
}
