import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  isUploadKind,
  isUploadMime,
  mimeTypesFor,
  requiredUploadSchema,
} from '../../src/domain/uploads';
import { refusal } from '../../src/lib/upload-rules';

describe('upload rules (step 2, file limit)', () => {
  it('has the spec limit and the spec messages word for word', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(UPLOAD_MESSAGES.type).toBe('Nur JPG, PNG und PDF Dateien sind erlaubt.');
    expect(UPLOAD_MESSAGES.tooLarge).toBe('Datei ist zu groß. Maximum 10MB erlaubt.');
    expect(UPLOAD_MESSAGES.tooManyPixels).toBe(
      'Das Bild hat zu viele Pixel (höchstens 24 Megapixel). Bitte lade ein kleineres Foto hoch.',
    );
  });

  it.each([
    ['front', true],
    ['partner-signature', true],
    ['selfie', false],
    ['', false],
    [undefined, false],
  ])('isUploadKind(%j) → %s', (value, expected) => {
    expect(isUploadKind(value)).toBe(expected);
  });

  it('knows all seven kinds', () => {
    expect(UPLOAD_KINDS).toEqual([
      'front',
      'back',
      'signature',
      'partner-front',
      'partner-back',
      'partner-signature',
      'name-proof',
    ]);
  });

  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['application/pdf', true],
    ['image/gif', false],
    ['', false],
  ])('isUploadMime(%j) → %s', (value, expected) => {
    expect(isUploadMime(value)).toBe(expected);
  });

  it.each([
    ['front', ['image/jpeg', 'image/png', 'application/pdf']],
    ['partner-back', ['image/jpeg', 'image/png', 'application/pdf']],
    ['signature', ['image/jpeg', 'image/png']],
    ['partner-signature', ['image/jpeg', 'image/png']],
  ] as const)('a %s may be %j', (kind, types) => {
    expect(mimeTypesFor(kind)).toEqual(types);
  });
});

describe("the browser's refusal before upload", () => {
  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg', size: 1000 }, null],
    [{ type: 'application/pdf', name: 'scan.pdf', size: MAX_UPLOAD_BYTES }, null],
    [{ type: '', name: 'FOTO.JPEG', size: 1000 }, null],
    [{ type: '', name: 'notiz.txt', size: 1000 }, 'Nur JPG, PNG und PDF Dateien sind erlaubt.'],
    [{ type: 'text/plain', name: 'a.jpg', size: 1000 }, 'Nur JPG, PNG und PDF Dateien sind erlaubt.'],
    [{ type: 'image/png', name: 'a.png', size: MAX_UPLOAD_BYTES + 1 }, 'Datei ist zu groß. Maximum 10MB erlaubt.'],
  ])('%o → %j', (file, expected) => {
    expect(refusal(file)).toBe(expected);
  });
});

describe('requiredUploadSchema', () => {
  const schema = requiredUploadSchema('Bitte lade beide Seiten deines Ausweises hoch.');
  const ref = { id: '0b9c6f4e-3a1d-4c6b-9f1e-2d7a8c5b4e31', token: 'A'.repeat(43) };

  it('keeps only id and token', () => {
    expect(v.parse(schema, { ...ref, name: 'ausweis.jpg', size: 1 })).toEqual(ref);
  });

  it.each([undefined, null, {}, { ...ref, id: 'x' }, { ...ref, token: 'short' }])(
    'refuses %j with the given message',
    (value) => {
      expect(v.safeParse(schema, value).issues?.[0]?.message).toBe('Bitte lade beide Seiten deines Ausweises hoch.');
    },
  );
});
