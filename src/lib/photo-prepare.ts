// A chosen photo of an ID made ready to send, from one decode: the browser decodes it once at the size it is
// sent at (createImageBitmap with resizeWidth/resizeHeight, src/domain/id-photo.ts), the photo check measures
// that image (scaled to its measuring size, src/lib/photo-quality.ts), and the same image is encoded as JPEG.
// Runs in the photo worker (src/lib/photo-worker.ts, OffscreenCanvas) and, where a browser has no worker
// canvas, on the main thread (src/lib/photo-pipeline.ts) with a DOM canvas.
import { choosePhotoQuality, MAX_DECODE_PIXELS, PHOTO_QUALITY, photoExportSize } from '../domain/id-photo';
import { HEADER_BYTES, readImageHeader } from './image-header';
import { measurePhoto, measureSize, photoProblem, type PhotoProblem } from './photo-measures';

/** What goes up for a chosen file. */
export type PreparedPhoto =
  /** The photo as decoded, scaled and compressed once; `quality` is the JPEG quality it was encoded at. */
  | { kind: 'photo'; blob: Blob; width: number; height: number; quality: number }
  /** Not an image the browser reads (a PDF, a file it cannot decode): sent as chosen, the Worker judges it. */
  | { kind: 'original' }
  /** More pixels than the browser decodes (MAX_DECODE_PIXELS); nothing is sent. */
  | { kind: 'tooManyPixels' };

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function contextOf(canvas: Canvas, readBack = false): Context {
  const context = canvas.getContext('2d', readBack ? { willReadFrequently: true } : undefined) as Context | null;
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  return context;
}

function jpegOf(canvas: Canvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', quality),
  );
}

/** The photo decoded once at `size`; when a browser scales it in another orientation than displayed, once more whole. */
async function decodeAt(file: Blob, size: { width: number; height: number }): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(file, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
  if (bitmap.width === size.width && bitmap.height === size.height) return bitmap;
  bitmap.close();
  return createImageBitmap(file);
}

/**
 * Prepares `file` for upload. `onChecked` hears the photo check's verdict (a problem, or null when the photo
 * looks fine) as soon as it is known, before the compression; it is not called for files sent as chosen.
 * Never throws: whatever the browser cannot read goes up as chosen, and the Worker decides.
 */
export async function preparePhoto(
  file: Blob,
  onChecked: (problem: PhotoProblem | null) => void,
): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap | undefined;
  try {
    const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    if (!header) return { kind: 'original' };
    if (header.width * header.height > MAX_DECODE_PIXELS) return { kind: 'tooManyPixels' };
    const size = photoExportSize(header.width, header.height);
    try {
      bitmap = await decodeAt(file, size);
    } catch {
      return { kind: 'original' };
    }
    const canvas = canvasOf(size.width, size.height);
    const context = contextOf(canvas, true);
    // A transparent PNG becomes a JPEG on white, as it would be printed.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    bitmap = undefined;

    // The check measures at its own scale (its thresholds are set there), from the same decoded image.
    const measure = measureSize(size.width, size.height);
    let pixels: ImageData;
    if (measure.width === size.width && measure.height === size.height) {
      pixels = context.getImageData(0, 0, size.width, size.height);
    } else {
      const small = contextOf(canvasOf(measure.width, measure.height), true);
      small.drawImage(canvas, 0, 0, measure.width, measure.height);
      pixels = small.getImageData(0, 0, measure.width, measure.height);
    }
    onChecked(photoProblem(measurePhoto(pixels, header)));

    let quality = PHOTO_QUALITY;
    let blob = await jpegOf(canvas, quality);
    const lower = choosePhotoQuality(blob.size);
    if (lower !== null) {
      quality = lower;
      blob = await jpegOf(canvas, quality);
    }
    return { kind: 'photo', blob, width: size.width, height: size.height, quality };
  } catch {
    return { kind: 'original' };
  } finally {
    bitmap?.close();
  }
}

/** How a photo is prepared, wherever it runs: the photo worker's answers and the upload engine take it as this. */
export type PreparePhoto = typeof preparePhoto;
