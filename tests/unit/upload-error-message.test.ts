import { describe, expect, it } from 'vitest';
import { CONNECTION_LOST_MESSAGE, uploadErrorMessage } from '../../src/lib/id-uploader';

// XHRUpload reports a failed upload with the XMLHttpRequest; the customer reads German only.
describe('the message for a failed upload', () => {
  it("is the Worker's own German message when it sent one", () => {
    const request = {
      status: 422,
      responseText: JSON.stringify({ error: { message: 'Das Bild konnte nicht gelesen werden.' } }),
    };
    expect(uploadErrorMessage(request)).toBe('Das Bild konnte nicht gelesen werden.');
  });

  it("is 'Upload fehlgeschlagen: {status} - …' in German for any other answer", () => {
    expect(uploadErrorMessage({ status: 502, responseText: '<html>Bad Gateway</html>' })).toBe(
      'Upload fehlgeschlagen: 502 - Die Datei konnte nicht empfangen werden. Bitte versuche es erneut.',
    );
    expect(uploadErrorMessage({ status: 413, responseText: '{}' })).toMatch(/^Upload fehlgeschlagen: 413 - /);
  });

  it('names a lost connection', () => {
    expect(uploadErrorMessage({ status: 0, responseText: '' })).toBe(CONNECTION_LOST_MESSAGE);
    expect(uploadErrorMessage(undefined)).toBe(CONNECTION_LOST_MESSAGE);
  });
});
