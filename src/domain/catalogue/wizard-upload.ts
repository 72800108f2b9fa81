// Keys start with 'wizard.upload.': step 2 of the order wizard, the ID photos: choosing, checking, uploading
// (src/islands/order-wizard, src/lib/upload-jobs.ts), a part of the wizard's texts (wizard.ts) of its own for its size.
import type { Locale } from '../locales';

export const de = {
  // An upload area ({label} is the side).
  'wizard.upload.instruction': 'Datei hierher ziehen oder auswählen (JPG, PNG oder PDF, max. 10 MB)',
  'wizard.upload.loading': 'Wird geladen …',
  'wizard.upload.checking': 'Foto wird geprüft …',
  'wizard.upload.compressing': 'Foto wird verkleinert …',
  'wizard.upload.uploading': 'Wird hochgeladen …',
  'wizard.upload.progress': 'Upload {label}',
  'wizard.upload.preview': 'Vorschau {label}',
  'wizard.upload.previewGone': 'Foto hochgeladen – Vorschau nicht mehr verfügbar',
  'wizard.upload.image': 'Bild',
  'wizard.upload.remove': 'Entfernen',
  'wizard.upload.removeLabel': '{label} entfernen',
  'wizard.upload.chosenPhoto': 'Gewähltes Foto {label}',
  'wizard.upload.newPhoto': 'Neues Foto aufnehmen',
  'wizard.upload.useAnyway': 'Trotzdem verwenden',
  'wizard.upload.chooseFile': '{label}: Datei auswählen',
  'wizard.upload.takePhoto': '{label}: Foto aufnehmen',
  'wizard.upload.retry': 'Erneut versuchen',
  'wizard.upload.unknownError': 'Unbekannter Upload-Fehler',
  'wizard.upload.connectionLost':
    'Upload fehlgeschlagen: keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  'wizard.upload.failed': 'Upload fehlgeschlagen: {status} - {message}',
  /** The live status while bytes go up; the area may be out of sight, so it names the side. */
  'wizard.upload.uploadingSide': '{label} wird hochgeladen …',
  'wizard.upload.retrying': '{label}: Verbindung unterbrochen – neuer Versuch …',
  /** After a reload the file of an upload that was on its way is gone; everything else is kept. */
  'wizard.upload.interrupted': 'Das Hochladen wurde unterbrochen – bitte wähle das Foto erneut.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'wizard.upload.instruction': 'Drag a file here or choose one (JPG, PNG or PDF, max. 10 MB)',
  'wizard.upload.loading': 'Loading …',
  'wizard.upload.checking': 'Checking photo …',
  'wizard.upload.compressing': 'Reducing photo size …',
  'wizard.upload.uploading': 'Uploading …',
  'wizard.upload.progress': 'Uploading {label}',
  'wizard.upload.preview': 'Preview of {label}',
  'wizard.upload.previewGone': 'Photo uploaded – preview no longer available',
  'wizard.upload.image': 'Image',
  'wizard.upload.remove': 'Remove',
  'wizard.upload.removeLabel': 'Remove {label}',
  'wizard.upload.chosenPhoto': 'Chosen photo of {label}',
  'wizard.upload.newPhoto': 'Take a new photo',
  'wizard.upload.useAnyway': 'Use it anyway',
  'wizard.upload.chooseFile': '{label}: choose file',
  'wizard.upload.takePhoto': '{label}: take photo',
  'wizard.upload.retry': 'Try again',
  'wizard.upload.unknownError': 'Unknown upload error',
  'wizard.upload.connectionLost':
    'Upload failed: no connection to the server. Please check your internet connection and try again.',
  'wizard.upload.failed': 'Upload failed: {status} - {message}',
  'wizard.upload.uploadingSide': 'Uploading {label} …',
  'wizard.upload.retrying': '{label}: connection interrupted – trying again …',
  'wizard.upload.interrupted': 'The upload was interrupted – please choose the photo again.',
};

export const tr: Record<keyof typeof de, string> = {
  'wizard.upload.instruction': 'Dosyayı buraya sürükleyin veya seçin (JPG, PNG veya PDF, en fazla 10 MB)',
  'wizard.upload.loading': 'Yükleniyor …',
  'wizard.upload.checking': 'Fotoğraf kontrol ediliyor …',
  'wizard.upload.compressing': 'Fotoğraf küçültülüyor …',
  'wizard.upload.uploading': 'Sunucuya yükleniyor …',
  'wizard.upload.progress': 'Yükleme: {label}',
  'wizard.upload.preview': 'Önizleme: {label}',
  'wizard.upload.previewGone': 'Fotoğraf yüklendi – önizleme artık kullanılamıyor',
  'wizard.upload.image': 'Görsel',
  'wizard.upload.remove': 'Kaldır',
  'wizard.upload.removeLabel': '{label}: kaldır',
  'wizard.upload.chosenPhoto': 'Seçilen fotoğraf: {label}',
  'wizard.upload.newPhoto': 'Yeni fotoğraf çek',
  'wizard.upload.useAnyway': 'Yine de kullan',
  'wizard.upload.chooseFile': '{label}: dosya seç',
  'wizard.upload.takePhoto': '{label}: fotoğraf çek',
  'wizard.upload.retry': 'Tekrar dene',
  'wizard.upload.unknownError': 'Bilinmeyen yükleme hatası',
  'wizard.upload.connectionLost':
    'Yükleme başarısız: sunucuyla bağlantı yok. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
  'wizard.upload.failed': 'Yükleme başarısız: {status} - {message}',
  'wizard.upload.uploadingSide': '{label} yükleniyor …',
  'wizard.upload.retrying': '{label}: bağlantı kesildi – yeniden deneniyor …',
  'wizard.upload.interrupted': 'Yükleme yarıda kesildi – lütfen fotoğrafı yeniden seçin.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
