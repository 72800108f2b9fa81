// An upload area's "Datei auswählen" and "Foto aufnehmen" buttons, in one place for the working drop zone
// (UploadDropZone.tsx) and for the room it holds while that zone's code loads (UploadArea.tsx): the same
// labels and layout, so the real buttons arrive exactly where their stand-ins stood.
import type { ReactNode } from 'react';
import { useT } from '../shared/locale';

interface Props {
  /** The side's name: each button is named with it ("Vorderseite: Datei auswählen"). */
  label: string;
  onChooseFile?: () => void;
  onTakePhoto?: () => void;
  /** The id of the area's error, which the file button is described by. */
  describedBy?: string;
  /** Further buttons in the same row ("Erneut versuchen"). */
  children?: ReactNode;
}

export function UploadButtons({ label, onChooseFile, onTakePhoto, describedBy, children }: Props) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">
      <button type="button" className="btn-primary py-2" aria-describedby={describedBy} onClick={onChooseFile}>
        {t('wizard.upload.chooseFile', { label })}
      </button>
      {/* Named with its side like the file button: two buttons called just "Foto aufnehmen" would be ambiguous. */}
      <button type="button" className="btn-secondary py-2" onClick={onTakePhoto}>
        {t('wizard.upload.takePhoto', { label })}
      </button>
      {children}
    </div>
  );
}
