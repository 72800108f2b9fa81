// Image bytes for the e2e tests: minimal complete files of a given size, which the Worker's inspection
// accepts (it reads markers and chunks, not pixels, but refuses header-only files), a real small PNG that
// can be printed, and a real photo drawn in the page.
import type { Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

/** A minimal complete JPEG with a frame size: frame header, a scan of one byte and EOI (not decodable). */
export function jpeg(width = 1600, height = 1000): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  const sos = [0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0x00, 2, 0x11, 3, 0x11, 0x00, 0x3f, 0x00];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...sos, 0x00, 0xff, 0xd9]);
}

/** A real 60×20 greyscale PNG with a dark bar, usable as a photographed signature. */
export const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAAAAAD0aAH1AAAAHklEQVR4nGP4TwFgGNVMvmYG4sCo5pGsmWQwEjUDAO7ITd34vkG6AAAAAElFTkSuQmCC',
  'base64',
);

/** A complete transparent 8-bit RGBA PNG of width × height (rows of zeros), as a photographed signature. */
export function pngHeader(width = 400, height = 150): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 4)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo of a black-and-white checkerboard (sharp edges, like print), optionally blurred, as a file. */
export async function photo(page: Page, { width = 1200, height = 800, blur = 0, name = 'ausweis.jpg' } = {}) {
  const base64 = await page.evaluate(
    ({ width, height, blur }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const board = document.createElement('canvas');
      board.width = width;
      board.height = height;
      const boardContext = board.getContext('2d')!;
      boardContext.fillStyle = '#fff';
      boardContext.fillRect(0, 0, width, height);
      boardContext.fillStyle = '#000';
      for (let y = 0; y < height; y += 20)
        for (let x = (y / 20) % 2 ? 20 : 0; x < width; x += 40) boardContext.fillRect(x, y, 20, 20);
      context.filter = blur ? `blur(${blur}px)` : 'none';
      context.drawImage(board, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
    },
    { width, height, blur },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
