// Reading an order and sending the second person's data, for /extended-wizard and /status. Each call
// takes the page's language for the messages the browser makes up itself (no connection, timeout).
import type * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import type { NameProofSubmission } from '../../domain/name-proof';
import type { OrderStatus } from '../../domain/order-lifecycle';
import type { CorrectionAfterPostingSchema } from '../../domain/order-request';
import { toExtendedDataSubmission, type PartnerDocumentsSchema, type PartnerForm } from '../../domain/partner';
import type { PersonalDataSchema } from '../../domain/personal-data';
import type { AddonConfirmations } from '../../domain/second-person-addon';
import { pathParams, api, jsonBody, send, sendForBlob, type ApiResult, type SuccessBody } from '../../lib/api';

const orderRoute = api.orders[':orderNumber'];

/** The body of GET /api/orders/:orderNumber, as the route declares it (functions/routes/orders.ts). */
export type OrderView = SuccessBody<Awaited<ReturnType<(typeof orderRoute)['$get']>>>;

/** Order states as the API reports them (src/domain/order-status.ts). */
export type OrderStatusName = OrderStatus;

/** How the caller proves it may see the order: the payment session id or the status token. */
export type OrderProof = { sessionId: string } | { statusToken: string };

/**
 * The proof as a request header: a URL (query string) would put it into logs, the history and
 * Referer headers; the Worker reads it only from these headers.
 */
function proofHeaders(proof: OrderProof): Record<string, string> {
  return 'sessionId' in proof ? { 'X-Payment-Session': proof.sessionId } : { 'X-Status-Token': proof.statusToken };
}

/** Reads an order. 404 means unknown number or wrong proof; the Worker does not say which. */
export function fetchOrder(
  orderNumber: string,
  proof: OrderProof,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ApiResult<OrderView>> {
  return send(
    (init) => orderRoute.$get({ param: pathParams({ orderNumber }) }, { headers: proofHeaders(proof), init }),
    undefined,
    locale,
  );
}

/** Orders the second person for a package without one; the answer is the add-on's checkout. */
export function orderSecondPerson(
  form: PartnerForm,
  confirmations: AddonConfirmations,
  orderNumber: string,
  proof: OrderProof,
  locale: Locale = DEFAULT_LOCALE,
) {
  const body = { ...toExtendedDataSubmission(form, { orderNumber, ...proof }, new Date()), confirmations };
  return send(
    (init) => orderRoute['second-person'].$post({ param: pathParams({ orderNumber }), json: body }, { init }),
    30_000,
    locale,
  );
}

/** Sends the extended-data submission (POST /api/orders/:orderNumber/partner) for a validated partner form. */
export function submitPartner(
  form: PartnerForm,
  orderNumber: string,
  proof: OrderProof,
  locale: Locale = DEFAULT_LOCALE,
) {
  const body = toExtendedDataSubmission(form, { orderNumber, ...proof }, new Date());
  return send(
    (init) => orderRoute.partner.$post({ param: pathParams({ orderNumber }), json: body }, { init }),
    30_000,
    locale,
  );
}

/** The second person's documents, through their personal link. */
export function submitPartnerDocuments(orderNumber: string, body: v.InferInput<typeof PartnerDocumentsSchema>) {
  return send(
    (init) => orderRoute['partner-documents'].$post({ param: pathParams({ orderNumber }), json: body }, { init }),
    30_000,
  );
}

/** The full personal data for the correction form (status link only, while a correction is possible). */
export function fetchPersonalData(orderNumber: string, statusToken: string, locale: Locale = DEFAULT_LOCALE) {
  return send(
    (init) =>
      orderRoute['personal-data'].$get(
        { param: pathParams({ orderNumber }) },
        { headers: { 'X-Status-Token': statusToken }, init },
      ),
    undefined,
    locale,
  );
}

/** Ends the order's SMS updates; proof is the status link. */
export function optOutSms(orderNumber: string, statusToken: string, locale: Locale = DEFAULT_LOCALE) {
  return send(
    (init) => orderRoute['sms-opt-out'].$post({ param: pathParams({ orderNumber }), json: { statusToken } }, { init }),
    undefined,
    locale,
  );
}

/** Asks for a fresh personal link for the second person; the Worker mails it to the order's own address. */
export function requestPartnerLink(orderNumber: string, statusToken: string, locale: Locale = DEFAULT_LOCALE) {
  return send(
    (init) => orderRoute['partner-link'].$post({ param: pathParams({ orderNumber }), json: { statusToken } }, { init }),
    undefined,
    locale,
  );
}

/** Whether the second person's personal link still opens their page, and until when. */
export function checkPartnerLink(orderNumber: string, token: string) {
  return send((init) =>
    orderRoute['partner-link'].check.$post({ param: pathParams({ orderNumber }), json: { token } }, { init }),
  );
}

/** Asks for a fresh status link; the Worker mails it to the order's own address (same answer for any number). */
export function requestStatusLink(orderNumber: string, locale: Locale = DEFAULT_LOCALE) {
  return send(
    (init) => orderRoute['status-link'].$post({ param: pathParams({ orderNumber }) }, jsonBody({}, init)),
    undefined,
    locale,
  );
}

/** Corrects the customer's personal data before the print (status link only). */
export function correctPersonalData(
  orderNumber: string,
  statusToken: string,
  personalData: v.InferInput<PersonalDataSchema>,
  locale: Locale = DEFAULT_LOCALE,
) {
  return send(
    (init) =>
      orderRoute['personal-data'].$put(
        { param: pathParams({ orderNumber }), json: personalData },
        { headers: { 'X-Status-Token': statusToken }, init },
      ),
    undefined,
    locale,
  );
}

/** The Korrekturoption after posting: new data, new ID copies and a new signature (status link only). */
export function requestCorrection(
  orderNumber: string,
  statusToken: string,
  body: v.InferInput<typeof CorrectionAfterPostingSchema>,
  locale: Locale = DEFAULT_LOCALE,
) {
  return send(
    (init) =>
      orderRoute.correction.$post(
        { param: pathParams({ orderNumber }), json: body },
        { headers: { 'X-Status-Token': statusToken }, init },
      ),
    30_000,
    locale,
  );
}

/** The copy of the letter as posted (Plus, Pro), as a file; null when it could not be loaded. */
export async function fetchLetterCopy(orderNumber: string, statusToken: string): Promise<Blob | null> {
  const { blob } = await sendForBlob((init) =>
    orderRoute['letter.pdf'].$get(
      { param: pathParams({ orderNumber }) },
      { headers: { 'X-Status-Token': statusToken }, init },
    ),
  );
  return blob;
}

/** "Namensnachweis nachreichen": the uploaded proof of a change of name, with the status link as proof. */
export function sendNameProof(
  orderNumber: string,
  statusToken: string,
  nameProof: { id: string; token: string },
  locale: Locale = DEFAULT_LOCALE,
) {
  const body: NameProofSubmission = { uploads: { nameProof } };
  return send(
    (init) =>
      orderRoute['name-proof'].$post(
        { param: pathParams({ orderNumber }), json: body },
        { headers: { 'X-Status-Token': statusToken }, init },
      ),
    30_000,
    locale,
  );
}
