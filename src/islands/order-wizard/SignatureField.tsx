import type SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import { useT } from '../shared/locale';
import { useUploadPreview } from './use-upload-preview';

const WIDTH = 400;
const HEIGHT = 150;

interface Props {
  value: string | null;
  /** The stored back of the ID, shown beside the pad; while it still uploads, the photo on its way is. */
  backSide: UploadReceipt | undefined;
  /** The back's upload area (its photo in memory while and after it uploads). */
  backAreaId?: string;
  error?: string;
  onChange: (dataUrl: string | null) => void;
}

/** Downscales a photographed signature so it stays small (it is kept in the wizard's state). */
async function photoToDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1200 / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * The signature (step 3): a 400×150 canvas with a black pen, sharp on high-DPI screens and
 * usable by touch, captured at the end of each stroke, cleared with 'Löschen'. For anyone who
 * cannot draw on a screen, a photo of a signature on paper can be uploaded instead.
 */
export function SignatureField({ value, backSide, backAreaId = 'upload-back', error, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // The customer's own photo from memory; fetched only after a reload, once for step 2 and step 3.
  const backPreview = useUploadPreview(backSide, backAreaId).url;
  // A stroke drawn before signature_pad has arrived would be lost without a word, so the field says
  // it is still loading (and is busy for assistive technology) until the pad listens.
  const [padReady, setPadReady] = useState(false);
  const isPhoto = value?.startsWith('data:image/jpeg') ?? false;
  const t = useT();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let cleanup = () => {};
    // signature_pad loads with step 3, not with the wizard's first paint.
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = WIDTH * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      const pad = new Pad(canvas, { penColor: '#000000', backgroundColor: 'rgba(255,255,255,0)' });
      padRef.current = pad;
      if (value && !isPhoto) void pad.fromDataURL(value, { width: WIDTH, height: HEIGHT });
      const onEnd = () => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'));
      pad.addEventListener('endStroke', onEnd);
      setPadReady(true);
      cleanup = () => {
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
      };
    });
    return () => {
      cancelled = true;
      setPadReady(false);
      cleanup();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPhoto]);

  return (
    <section
      aria-labelledby="signature-title"
      className="rounded-xl border border-slate-300 p-4"
      id="signature"
      tabIndex={-1}
    >
      <h3 id="signature-title" className="text-lg font-bold">
        {t('wizard.signature.title')}
      </h3>
      <p id="signature-hint" className="mt-1 text-slate-800">
        {t('wizard.signature.hint')}
      </p>
      <div className="mt-2 flex items-center gap-3 text-sm text-slate-700">
        {backPreview ? (
          <img
            src={backPreview}
            alt={t('wizard.signature.compareAlt')}
            className="h-16 w-24 rounded border object-cover"
          />
        ) : (
          <span
            className="flex h-16 w-24 items-center justify-center rounded border border-dashed text-xs"
            aria-hidden="true"
          >
            {t('wizard.signature.comparePlaceholder')}
          </span>
        )}
        <span>{t('wizard.signature.compare')}</span>
      </div>
      {error && (
        <p id="signature-error" className="mt-2 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('wizard.errorPrefix')}</span>
          {error}
        </p>
      )}
      {isPhoto ? (
        <img src={value!} alt={t('wizard.signature.photoAlt')} className="mt-3 max-h-40 rounded border" />
      ) : (
        <div className="relative mt-3 max-w-full" style={{ width: WIDTH }}>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('wizard.signature.padLabel')}
            aria-describedby={error ? 'signature-hint signature-error' : 'signature-hint'}
            aria-busy={!padReady}
            className={`block max-w-full touch-none rounded border-2 bg-white ${error ? 'border-red-700' : 'border-slate-400'}`}
            style={{ width: WIDTH, height: HEIGHT }}
          />
          {!padReady && (
            <p
              role="status"
              className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-slate-700"
            >
              {t('wizard.signature.loading')}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary py-2"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          {t('wizard.signature.clear')}
        </button>
        <label className="btn-secondary cursor-pointer py-2 focus-within:outline-3 focus-within:outline-brand-600">
          {t('wizard.signature.uploadPhoto')}
          <input
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChange(await photoToDataUrl(file));
            }}
          />
        </label>
      </div>
    </section>
  );
}
