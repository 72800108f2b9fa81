import { useEffect, useRef, useState } from 'react';
import {
  formatBirthDateInput,
  PERSONAL_DATA_LIMITS,
  POSTAL_CODE_LIVE_MESSAGE,
  checkPostalCode,
} from '../../domain/personal-data';
import { splitStreetAndNumber } from '../../domain/address';
import { placesFor } from '../../lib/postal-codes';
import { PERSONAL_FIELDS, type PersonalField, type PersonalValues } from '../../domain/wizard-state';
import { ErrorSummary, Field } from '../shared/Field';
import { FIELD_LABELS, INPUT_PROPS } from './personal-fields';

interface Props {
  values: PersonalValues;
  errors: Partial<Record<PersonalField, string>>;
  postalCodes: ReadonlySet<string> | null;
  /** Sets one field; the container merges it into the latest state (async suggestions never overwrite newer typing). */
  onChange: (field: PersonalField, value: string) => void;
  onSubmit: () => boolean;
}

const NO_DIGITS: PersonalField[] = ['firstName', 'lastName', 'birthName', 'birthPlace', 'street', 'city'];

/** Applies the input behaviour of spec §5: no digits in names and places, birth date dots, 5-digit postal code. */
export function maskInput(field: PersonalField, raw: string): string {
  if (NO_DIGITS.includes(field)) return raw.replace(/\p{Nd}/gu, '');
  if (field === 'birthDate') return formatBirthDateInput(raw);
  if (field === 'postalCode') return raw.replace(/\D/g, '').slice(0, 5);
  return raw;
}

/** Input types of a whole value put in at once (autofill, paste, a suggestion picked); none is typing. */
const WHOLE_VALUE_INPUT = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText', '']);

/**
 * True when an input event put in more than typing does: autofill (often without an inputType), paste,
 * a picked suggestion, or a change of more than one character at once.
 */
export function isWholeValueInput(previous: string, next: string, inputType: string | undefined): boolean {
  if (WHOLE_VALUE_INPUT.has(inputType ?? '')) return true;
  return Math.abs(next.length - previous.length) > 1;
}

/** Step 1 'Deine persönlichen Daten': fields in the spec's order, two pairs side by side. */
export function StepPersonalData({ values, errors, postalCodes, onChange, onSubmit }: Props) {
  const [touched, setTouched] = useState<Partial<Record<PersonalField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [cityHint, setCityHint] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const plzState = checkPostalCode(values.postalCode, postalCodes);

  useEffect(() => {
    let current = true;
    if (plzState !== 'valid') return setCityHint([]);
    void placesFor(values.postalCode).then((places) => {
      if (!current) return;
      setCityHint(places);
      // Going beyond the spec: an empty city is filled from a valid postal code.
      if (places.length === 1 && !values.city.trim()) onChange('city', places[0]!);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.postalCode, plzState]);

  const shown = (field: PersonalField) => (submitted || touched[field] ? errors[field] : undefined);
  const liveError = (field: PersonalField) =>
    field === 'postalCode' && plzState === 'invalid' ? POSTAL_CODE_LIVE_MESSAGE : undefined;

  function change(name: PersonalField, event: React.ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    if (name === 'street') {
      // Autofill puts 'address-line1' ("Hauptstraße 12") into the street: its house number goes to its
      // own field instead of being stripped. Typed digits stay blocked (spec §5).
      const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
      const split = isWholeValueInput(values.street, raw, inputType) ? splitStreetAndNumber(raw) : null;
      if (split) {
        onChange('street', maskInput('street', split.street));
        onChange('houseNumber', split.houseNumber.slice(0, PERSONAL_DATA_LIMITS.houseNumber));
        return;
      }
    }
    onChange(name, maskInput(name, raw));
  }

  function field(name: PersonalField) {
    const label = FIELD_LABELS[name];
    const error = shown(name) ?? liveError(name);
    return (
      <Field
        id={`personal-${name}`}
        label={label.label}
        hint={label.hint}
        optional={label.optional}
        error={error}
        value={values[name]}
        maxLength={PERSONAL_DATA_LIMITS[name]}
        valid={name === 'postalCode' && plzState === 'valid'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => change(name, event)}
        onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
        {...INPUT_PROPS[name]}
      />
    );
  }

  const summary = submitted
    ? PERSONAL_FIELDS.filter((f) => errors[f]).map((f) => ({ fieldId: `personal-${f}`, message: errors[f]! }))
    : [];

  return (
    <form
      noValidate
      aria-labelledby="step-title"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!onSubmit()) requestAnimationFrame(() => summaryRef.current?.focus());
      }}
    >
      <h2 id="step-title" tabIndex={-1} className="text-2xl font-bold">
        Deine persönlichen Daten
      </h2>
      <p className="mt-2 mb-6 text-slate-800">
        Wir benötigen diese Angaben, um deinen Antrag beim Kraftfahrt-Bundesamt korrekt auszufüllen.
      </p>
      <ErrorSummary items={summary} summaryRef={summaryRef} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('birthName')}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field('birthDate')}
        {field('birthPlace')}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-[1fr_10rem]">
        {field('street')}
        {field('houseNumber')}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-[10rem_1fr]">
        {field('postalCode')}
        <div>
          {field('city')}
          {cityHint.length > 0 && !cityHint.includes(values.city.trim()) && (
            <p className="-mt-3 mb-4 text-sm">
              Vorschlag:{' '}
              {cityHint.slice(0, 3).map((place) => (
                <button key={place} type="button" className="link mr-2" onClick={() => onChange('city', place)}>
                  {place}
                </button>
              ))}
            </p>
          )}
        </div>
      </div>
      {field('email')}
      {field('phone')}
      <div className="mt-6 flex justify-between">
        <button type="button" className="btn-secondary" disabled>
          Zurück
        </button>
        <button type="submit" className="btn-primary">
          Weiter
        </button>
      </div>
    </form>
  );
}
