// What the benchmarks send: a small JPEG that passes the upload checks, and a Plus order over three uploads.

/**
 * A JPEG the upload checks take (they read markers, not pixels): a frame header with a size, a scan
 * padded with zeros to `size` bytes, and the end marker.
 */
export function jpeg(size = 56) {
  const head = [
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x03,
    0xe8, 0x06, 0x40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0,
  ];
  const bytes = new Uint8Array(Math.max(size, head.length + 2));
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** The JSON body of a Plus order over the uploads `{ front, back, signature }` (each `{ id, token }`). */
export function orderJson({ front, back, signature }) {
  return JSON.stringify({
    personalData: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      birthDate: '12.08.1964',
      birthPlace: 'Berlin',
      street: 'Heidestraße',
      houseNumber: '17',
      postalCode: '51147',
      city: 'Köln',
      email: 'erika@example.de',
    },
    uploads: {
      front: { id: front.id, token: front.token },
      back: { id: back.id, token: back.token },
      signature: { id: signature.id, token: signature.token },
    },
    confirmations: { agb: true, privacy: true, noWithdrawal: true },
    isOwnId: true,
    plan: 'plus',
    extras: [],
    language: 'de',
  });
}
