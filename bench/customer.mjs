// The scripted customer of the browser benchmarks (wizard.mjs, photo-compression.mjs): step 1's fields by
// their German labels, valid for the wizard's rules.
export const PERSON = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  Geburtsdatum: '12081964',
  Geburtsort: 'Berlin',
  Straße: 'Heidestraße',
  Hausnummer: '17',
  Postleitzahl: '50667',
  Ort: 'Köln',
  'E-Mail-Adresse': 'erika@example.de',
};
