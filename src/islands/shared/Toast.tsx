import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from './locale';

type ToastKind = 'success' | 'error' | 'info';
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

const STYLES: Record<ToastKind, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
};

/** One toast at a time; `durationMs` 0 keeps it until closed. */
export function useToast(durationMs = 8000) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (next: ToastMessage) => {
      window.clearTimeout(timer.current);
      setToast(next);
      if (durationMs > 0) timer.current = window.setTimeout(() => setToast(null), durationMs);
    },
    [durationMs],
  );
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { toast, show, dismiss };
}

/**
 * The live regions exist from the first render so that screen readers announce each message:
 * errors assertively (role=alert), everything else politely (role=status).
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const t = useT();
  const box = (kind: 'error' | 'other') => {
    const visible = toast && (kind === 'error') === (toast.kind === 'error') ? toast : null;
    return (
      <div role={kind === 'error' ? 'alert' : 'status'} className="pointer-events-auto">
        {visible && (
          <div className={`flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${STYLES[visible.kind]}`}>
            <p className="flex-1 font-medium">{visible.text}</p>
            <button
              type="button"
              onClick={onDismiss}
              className="rounded px-2 text-xl leading-none"
              aria-label={t('wizard.toast.close')}
            >
              ×
            </button>
          </div>
        )}
      </div>
    );
  };
  return (
    <div data-toast className="pointer-events-none fixed inset-x-4 top-4 z-50 mx-auto max-w-md print:hidden">
      {box('error')}
      {box('other')}
    </div>
  );
}
