import { useState } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import { formatFileSize } from '../../lib/file-size';
import {
  PERSONAL_FIELDS,
  personalFieldLabelsIn,
  type PersonalField,
  type IdUploadSlot,
  type PendingUpload,
  type PersonalValues,
} from '../../domain/wizard-state';
import { useLocale, useT } from '../shared/locale';
import { PersonalDataFields } from '../shared/PersonalDataFields';
import { sideLabelsIn } from './IdSides';

interface Props {
  values: PersonalValues;
  uploads: Partial<Record<IdUploadSlot, UploadReceipt>>;
  /** Files still uploading: named with "wird hochgeladen …" instead of their size. */
  pendingUploads?: Partial<Record<IdUploadSlot, PendingUpload>>;
  /** The ID shows the former name: the proof of the change is listed with the ID's sides. */
  nameChanged?: boolean;
  signature: string | null;
  /** Validates a draft like step 1 does; returns the errors by field. */
  validate: (values: PersonalValues) => Partial<Record<PersonalField, string>>;
  onSave: (values: PersonalValues) => void;
}

/**
 * "Check your answers": personal data editable in place (Save / Cancel) with step 1's fields and schema,
 * the documents and the signature.
 */
export function ReviewCard(props: Props) {
  const { values, uploads, pendingUploads = {}, nameChanged = false, signature, validate, onSave } = props;
  const [draft, setDraft] = useState<PersonalValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PersonalField, string>>>({});
  const shown = PERSONAL_FIELDS.filter((f) => (f !== 'birthName' && f !== 'phone') || values[f]);
  const t = useT();
  const locale = useLocale();
  const fieldLabels = personalFieldLabelsIn(locale);
  const sideLabels = sideLabelsIn(locale);

  function save() {
    if (!draft) return;
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(draft);
    setDraft(null);
  }

  /** "ausweis.jpg (182 KB)", "ausweis.jpg (wird hochgeladen …)" or "fehlt". */
  function documentLine(slot: IdUploadSlot): string {
    const stored = uploads[slot];
    if (stored) return `${stored.name} (${formatFileSize(stored.size, locale)})`;
    const pending = pendingUploads[slot];
    if (pending && !pending.interrupted) return `${pending.name} (${t('wizard.review.uploading')})`;
    return t('wizard.review.missing');
  }

  return (
    <section aria-labelledby="review-title" className="rounded-xl border border-slate-300 p-4">
      <h3 id="review-title" className="text-lg font-bold">
        {t('wizard.review.title')}
      </h3>
      <div className="mt-3 flex items-center justify-between">
        <h4 className="font-semibold">{t('wizard.review.personal')}</h4>
        {!draft && (
          <button
            type="button"
            className="link"
            onClick={() => {
              setDraft(values);
              setErrors({});
            }}
          >
            {t('wizard.review.edit')}
            <span className="sr-only">{t('wizard.review.editContext')}</span>
          </button>
        )}
      </div>
      {draft ? (
        <div className="mt-3">
          <PersonalDataFields
            idPrefix="review"
            values={draft}
            errors={errors}
            onChange={(field, value) => setDraft((d) => (d ? { ...d, [field]: value } : d))}
          />
          <div className="flex gap-2">
            <button type="button" className="btn-primary py-2" onClick={save}>
              {t('wizard.review.save')}
            </button>
            <button
              type="button"
              className="btn-secondary py-2"
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              {t('wizard.review.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {shown.map((field) => (
            <div key={field} className="contents">
              <dt className="text-slate-700">{fieldLabels[field]}</dt>
              <dd className="font-medium break-words">{values[field] || '–'}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="mt-4 font-semibold">{t('wizard.review.documents')}</h4>
      <ul className="mt-1 text-sm">
        {(['front', 'back'] as const).map((side) => (
          <li key={side}>
            {sideLabels[side]}: {documentLine(side)}
          </li>
        ))}
        {nameChanged && (
          <li>
            {t('nameProof.short')}: {documentLine('nameProof')}
          </li>
        )}
      </ul>
      <h4 className="mt-4 font-semibold">{t('wizard.review.signature')}</h4>
      {signature ? (
        <img src={signature} alt={t('wizard.review.signatureAlt')} className="mt-1 h-16 rounded border bg-white" />
      ) : (
        <p className="text-sm">{t('wizard.review.missing')}</p>
      )}
    </section>
  );
}
