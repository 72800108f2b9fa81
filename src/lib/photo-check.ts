// The browser half of the photo check: decodes a chosen photo, downscales it and hands the pixels
// to the pure measures in photo-quality.ts. Loaded with the uploader, never with the wizard.
import { measurePhoto, measureSize, photoProblem, type PhotoProblem } from './photo-quality';

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * What is wrong with this photo, or null when it looks fine or cannot be judged. A PDF, or an image
 * the browser cannot decode, is not judged: the Worker reads the file's bytes itself and refuses
 * what it cannot use, and a check that fails must never stop an upload.
 */
export async function checkPhoto(file: Blob): Promise<PhotoProblem | null> {
  if (!file.type.startsWith('image/')) return null;
  let bitmap: ImageBitmap | undefined;
  try {
    // The photo's EXIF orientation is applied, as in the thumbnail the customer sees.
    bitmap = await createImageBitmap(file);
    const size = measureSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext('2d', { willReadFrequently: true }) as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const pixels = context.getImageData(0, 0, size.width, size.height);
    return photoProblem(measurePhoto(pixels, bitmap));
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
