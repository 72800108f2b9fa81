// /status after posting: the Korrekturoption's one correction — corrected data (step-1 fields), a new
// ID copy and a new signature, through the same components as the wizard. The operator then prints
// and posts a corrected application and deletes the copies again.
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { personalDataSchema } from '../../domain/personal-data';
import type { UploadReceipt } from '../../domain/uploads';
import { PERSONAL_FIELDS, idUploadErrors, type Side } from '../../domain/wizard-state';
import { uploadSignature } from '../../lib/order-api';
import { requestCorrection } from '../payment-return/api';
import { IdSides, sideLabelsIn } from '../order-wizard/IdSides';
import { SignatureField } from '../order-wizard/SignatureField';
import { ErrorSummary } from '../shared/Field';
import { PersonalDataFields, usePostalCodes } from '../shared/PersonalDataFields';
import { Toast, useToast } from '../shared/Toast';
import { useLocale, useT } from '../shared/locale';
import { valuesOf, type Values } from './CorrectionForm';
import { OpenCorrection } from './OpenCorrection';

export function PostedCorrection({
  orderNumber,
  statusToken,
  onSent,
}: {
  orderNumber: string;
  statusToken: string;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const [uploads, setUploads] = useState<Partial<Record<Side, UploadReceipt>>>({});
  const [isOwnId, setIsOwnId] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { toast, show, dismiss } = useToast();
  const postalCodes = usePostalCodes();
  const t = useT();
  const locale = useLocale();

  async function send(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    const parsed = v.safeParse(personalDataSchema({ today: new Date(), postalCodes, locale }), values);
    const found: Partial<Record<string, string>> = {
      ...(parsed.success ? {} : fieldErrorMap(toFieldErrors(parsed.issues))),
      ...idUploadErrors({ uploads, isOwnId }, locale),
      ...(signature ? {} : { signature: t('validation.signature.missing') }),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !parsed.success) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const signed = await uploadSignature(signature!, 'signature', locale);
      const result = await requestCorrection(
        orderNumber,
        statusToken,
        {
          personalData: parsed.output,
          uploads: {
            front: { id: uploads.front!.id, token: uploads.front!.token },
            back: { id: uploads.back!.id, token: uploads.back!.token },
            signature: { id: signed.id, token: signed.token },
          },
        },
        locale,
      );
      if (result.ok) {
        setOpen(false);
        onSent();
        return;
      }
      // A field the Worker refused (e.g. a different person): shown at the field, like the browser's own checks.
      const fields = result.fields.filter((f) => !f.path.startsWith('uploads.'));
      if (fields.length) {
        setErrors(fieldErrorMap(fields));
        requestAnimationFrame(() => summaryRef.current?.focus());
      }
      show({ kind: 'error', text: result.message });
    } catch (error) {
      show({ kind: 'error', text: error instanceof Error ? error.message : t('status.unknownError') });
    } finally {
      setBusy(false);
    }
  }

  if (!open || !values) {
    return (
      <section aria-labelledby="posted-correction-title" className="mt-10">
        <h2 id="posted-correction-title" className="text-xl font-bold">
          {t('status.posted.title')}
        </h2>
        <p className="mt-2 text-slate-800">{t('status.posted.intro')}</p>
        <OpenCorrection
          orderNumber={orderNumber}
          statusToken={statusToken}
          label={t('status.posted.send')}
          onOpen={(data) => {
            setValues(valuesOf(data));
            setOpen(true);
          }}
        />
      </section>
    );
  }

  const summary = [
    ...PERSONAL_FIELDS.filter((field) => errors[field]).map((field) => ({
      fieldId: `posted-correction-${field}`,
      message: errors[field]!,
    })),
    ...(['front', 'back'] as const)
      .filter((side) => errors[side])
      .map((side) => ({ fieldId: `upload-${side}`, message: `${sideLabelsIn(locale)[side]}: ${errors[side]}` })),
    ...(errors.isOwnId ? [{ fieldId: 'posted-own-id', message: errors.isOwnId }] : []),
    ...(errors.signature ? [{ fieldId: 'signature', message: errors.signature }] : []),
  ];
  return (
    <section aria-labelledby="posted-correction-title" className="mt-10 max-w-3xl">
      <Toast toast={toast} onDismiss={dismiss} />
      <h2 id="posted-correction-title" className="text-xl font-bold">
        {t('status.posted.title')}
      </h2>
      <form noValidate onSubmit={send} className="mt-4">
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        <PersonalDataFields
          idPrefix="posted-correction"
          values={values}
          errors={errors}
          postalCodes={postalCodes}
          onChange={(field, value) => setValues((current) => current && { ...current, [field]: value })}
        />
        <IdSides
          uploads={uploads}
          errors={errors}
          onChange={(side, ref) => setUploads((u) => ({ ...u, [side]: ref }))}
          onToast={(kind, text) => show({ kind, text })}
        />
        <label className="mt-6 flex items-start gap-3">
          <input
            id="posted-own-id"
            type="checkbox"
            className="mt-1 h-5 w-5 accent-brand-700"
            checked={isOwnId}
            onChange={(e) => setIsOwnId(e.target.checked)}
            aria-invalid={errors.isOwnId ? true : undefined}
          />
          <span>{t('consent.isOwnId')}</span>
        </label>
        <div className="mt-6">
          <SignatureField value={signature} backSide={uploads.back} error={errors.signature} onChange={setSignature} />
        </div>
        <button type="submit" className="btn-primary mt-6" disabled={busy}>
          {busy ? t('status.submitting') : t('status.posted.send')}
        </button>
      </form>
    </section>
  );
}
