import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal question before something that cannot be undone (posting deletes the ID copies). The native
 * <dialog> traps focus, closes on Escape and returns focus to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-w-lg rounded-lg border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-3 text-slate-800">{children}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel} disabled={busy}>
            Abbrechen
          </button>
          <button type="button" className="btn-primary px-4 py-2" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
