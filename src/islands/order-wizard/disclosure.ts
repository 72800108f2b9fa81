// The honest sentence near the order button (the full disclosure is in content/site.json; the
// island gets this short version so it does not ship the site's content module).
export const disclosureText =
  'Hinweis: PunkteBrief ist ein privater Dienstleister, nicht das Kraftfahrt-Bundesamt. Beim KBA kannst du die Auskunft auch selbst kostenlos beantragen (online mit eID oder per Post); unser Preis bezahlt das Ausfüllen, Drucken, Versenden und den Support.';
