// The personal-data fields as step 1 shows them, for every form that asks for or corrects them
// (step 1, the review card's edit, the partner form, both correction forms on /status): labels, hints,
// limits, keyboards and autofill, input masks, the autofill street split, and the postal code checked
// against the list with the city filled in or suggested from it. Each form keeps its own values and schema.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { splitStreetAndNumber } from '../../domain/address';
import { PERSONAL_DATA_LIMITS, checkPostalCode } from '../../domain/personal-data';
import { PERSONAL_FIELDS, type PersonalField } from '../../domain/wizard-state';
import { loadPostalCodes, placesFor } from '../../lib/postal-codes';
import { fieldLabelsIn, inputPropsIn } from '../order-wizard/personal-fields';
import { Field } from './Field';
import { useLocale, useT } from './locale';
import { isWholeValueInput, maskInput } from './personal-input';

/** The layout of step 1: rows of fields, two pairs side by side from the small breakpoint on. */
const ROWS: { fields: PersonalField[]; grid: string }[] = [
  { fields: ['firstName', 'lastName'], grid: 'sm:grid-cols-2' },
  { fields: ['birthName'], grid: '' },
  { fields: ['birthDate', 'birthPlace'], grid: 'sm:grid-cols-2' },
  { fields: ['street', 'houseNumber'], grid: 'sm:grid-cols-[1fr_10rem]' },
  { fields: ['postalCode', 'city'], grid: 'sm:grid-cols-[10rem_1fr]' },
  { fields: ['email'], grid: '' },
  { fields: ['phone'], grid: '' },
];

/** The postal code list (/data/plz.json), loaded once per page; null until loaded or when it cannot be loaded. */
export function usePostalCodes(): ReadonlySet<string> | null {
  const [codes, setCodes] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let current = true;
    void loadPostalCodes().then((loaded) => current && setCodes(loaded));
    return () => {
      current = false;
    };
  }, []);
  return codes;
}

interface Props {
  /** Prefix of the inputs' ids, e.g. "personal" → "personal-firstName" (the name after the dash); keeps ids unique. */
  idPrefix: string;
  /** The fields to show, in any order; they are laid out in step 1's order. Default: all. */
  fields?: readonly PersonalField[];
  values: Partial<Record<PersonalField, string>>;
  /** The errors to show now, by field; the form decides when (after blur, after a submit). */
  errors: Partial<Record<string, string>>;
  /** Sets one field. Called twice in a row when autofill splits street and house number: merge, don't replace. */
  onChange: (field: PersonalField, value: string) => void;
  onBlur?: (field: PersonalField) => void;
  /** The form's `name` attribute per field (e.g. "partnerFirstName"), also used in the id; default the field's own name. */
  names?: Partial<Record<PersonalField, string>>;
  /** The list the postal code is checked against; default the one loaded here. */
  postalCodes?: ReadonlySet<string> | null;
}

/** One field group for the personal data: the same anatomy and input behaviour in every form. */
export function PersonalDataFields({
  idPrefix,
  fields = PERSONAL_FIELDS,
  values,
  errors,
  onChange,
  onBlur,
  names,
  postalCodes,
}: Props) {
  const loaded = usePostalCodes();
  const codes = postalCodes === undefined ? loaded : postalCodes;
  const postalCode = values.postalCode ?? '';
  const city = values.city ?? '';
  const plzState = checkPostalCode(postalCode, codes);
  const [cityHint, setCityHint] = useState<string[]>([]);
  // The place names (185 KB) are fetched only once the postal code is typed here, not for a code already
  // filled in (a reload, a correction form, the review's edit).
  const [postalCodeTyped, setPostalCodeTyped] = useState(false);
  const showsCity = fields.includes('city');
  const t = useT();

  // The latest values and callbacks, so that the inputs' handlers stay the same from render to render
  // and a keystroke re-renders only the input that changed (tests/e2e/wizard-renders.spec.ts).
  const latest = useRef({ values, onChange, onBlur });
  useLayoutEffect(() => {
    latest.current = { values, onChange, onBlur };
  });

  useEffect(() => {
    let current = true;
    if (plzState !== 'valid' || !showsCity || !postalCodeTyped) return setCityHint([]);
    void placesFor(postalCode).then((places) => {
      if (!current) return;
      setCityHint(places);
      // Going beyond the spec: an empty city is filled from a valid postal code.
      if (places.length === 1 && !(latest.current.values.city ?? '').trim())
        latest.current.onChange('city', places[0]!);
    });
    return () => {
      current = false;
    };
  }, [postalCode, plzState, showsCity, postalCodeTyped]);

  const onInput = useCallback((name: PersonalField, event: React.ChangeEvent<HTMLInputElement>) => {
    const { values: now, onChange: set } = latest.current;
    const raw = event.target.value;
    if (name === 'postalCode') setPostalCodeTyped(true);
    if (name === 'street') {
      // Autofill puts 'address-line1' ("Hauptstraße 12") into the street: its house number goes to its
      // own field. Typed digits stay in the street ("Straße des 17. Juni", "L 7").
      const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
      const split = isWholeValueInput(now.street ?? '', raw, inputType) ? splitStreetAndNumber(raw) : null;
      if (split) {
        set('street', maskInput('street', split.street));
        set('houseNumber', split.houseNumber.slice(0, PERSONAL_DATA_LIMITS.houseNumber));
        return;
      }
    }
    set(name, maskInput(name, raw));
  }, []);
  const onLeave = useCallback((name: PersonalField) => latest.current.onBlur?.(name), []);

  function input(name: PersonalField) {
    const live = name === 'postalCode' && plzState === 'invalid' ? t('validation.postalCode.live') : undefined;
    const formName = names?.[name] ?? name;
    return (
      <PersonalInput
        key={name}
        id={`${idPrefix}-${formName}`}
        field={name}
        name={formName}
        value={values[name] ?? ''}
        error={errors[name] ?? live}
        valid={name === 'postalCode' && plzState === 'valid'}
        onInput={onInput}
        onLeave={onLeave}
      />
    );
  }

  const suggestion = cityHint.length > 0 && !cityHint.includes(city.trim()) && (
    <p className="-mt-3 mb-4 text-sm">
      {t('wizard.suggestion')}{' '}
      {cityHint.slice(0, 3).map((place) => (
        <button key={place} type="button" className="link mr-2" onClick={() => onChange('city', place)}>
          {place}
        </button>
      ))}
    </p>
  );

  return (
    <>
      {/* flatMap: a row of one field is that field itself, keyed among the others (a nested array would be an
          unkeyed fragment, whose fields Preact renders again on every keystroke). */}
      {ROWS.flatMap((row) => {
        const shown = row.fields.filter((name) => fields.includes(name));
        if (shown.length === 0) return [];
        const cells = shown.map((name) =>
          name === 'city' ? (
            <div key={name}>
              {input(name)}
              {suggestion}
            </div>
          ) : (
            input(name)
          ),
        );
        return shown.length > 1 ? (
          <div key={row.fields.join('-')} className={`grid gap-x-4 ${row.grid}`}>
            {cells}
          </div>
        ) : (
          cells
        );
      })}
    </>
  );
}

interface InputProps {
  id: string;
  field: PersonalField;
  name: string;
  value: string;
  error: string | undefined;
  valid: boolean;
  onInput: (field: PersonalField, event: React.ChangeEvent<HTMLInputElement>) => void;
  onLeave: (field: PersonalField) => void;
}

/** One personal-data input; memoised, so typing in one field leaves the others alone. */
const PersonalInput = memo(function PersonalInput({
  id,
  field,
  name,
  value,
  error,
  valid,
  onInput,
  onLeave,
}: InputProps) {
  const locale = useLocale();
  const label = useMemo(() => fieldLabelsIn(locale), [locale])[field];
  const inputProps = useMemo(() => inputPropsIn(locale), [locale])[field];
  return (
    <Field
      id={id}
      name={name}
      label={label.label}
      hint={label.hint}
      optional={label.optional}
      error={error}
      value={value}
      valid={valid}
      maxLength={PERSONAL_DATA_LIMITS[field]}
      {...inputProps}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onInput(field, event)}
      onBlur={() => onLeave(field)}
    />
  );
});
