// The scripted customer's step 1, by the wizard's German labels: shared by the e2e tests (wizard-helpers.ts)
// and the browser benchmarks (bench/wizard.mjs, bench/photo-compression.mjs). Plain data, so Node runs it as is.
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
