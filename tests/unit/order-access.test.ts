import { describe, expect, it } from 'vitest';
import { identityChangeProblems, maskedCustomer, maskedEmail, statusLinkEndsAt } from '../../src/domain/order-access';
import type { PersonalData } from '../../src/domain/personal-data';

const PERSON: PersonalData = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthName: undefined,
  birthDate: '12.08.1984',
  birthPlace: 'Berlin',
  street: 'Heidestraße',
  houseNumber: '17',
  postalCode: '51147',
  city: 'Köln',
  email: 'erika@example.de',
  phone: undefined,
};

const problems = (change: Partial<PersonalData>) =>
  identityChangeProblems(PERSON, { ...PERSON, ...change }).map((p) => p.path);

describe('a correction keeps the same person', () => {
  it.each([
    [{ lastName: 'Musterman' }, []],
    [{ lastName: 'Mustremann' }, []],
    [{ firstName: 'erika' }, []],
    [{ birthDate: '08.12.1984' }, []],
    [{ birthDate: '12.08.1985' }, []],
    [{ birthName: 'Gabler' }, []],
    [{ birthPlace: 'Berln' }, []],
    [{ street: 'Ringstraße', city: 'Bonn' }, []],
    [{ lastName: 'Schmidt' }, ['lastName']],
    [{ firstName: 'Emma' }, ['firstName']],
    [{ birthDate: '01.01.1990' }, ['birthDate']],
    [{ birthPlace: 'Bonn' }, ['birthPlace']],
  ] as const)('%o → %o', (change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it('allows one changed letter in short names only', () => {
    const short = { ...PERSON, firstName: 'Ali' };
    expect(identityChangeProblems(short, { ...short, firstName: 'Alo' })).toEqual([]);
    expect(identityChangeProblems(short, { ...short, firstName: 'Bob' }).map((p) => p.path)).toEqual(['firstName']);
  });
});

describe('status link lifetime', () => {
  it('ends 60 days after the last event', () => {
    const end = statusLinkEndsAt({
      lastEventAt: '2026-01-01T00:00:00.000Z',
      latestPostingAt: null,
      keepsLetterCopy: false,
    });
    expect(end.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('lasts as long as the letter copy for Plus and Pro', () => {
    const activity = { lastEventAt: '2026-01-22T00:00:00.000Z', latestPostingAt: '2026-01-01T00:00:00.000Z' };
    expect(statusLinkEndsAt({ ...activity, keepsLetterCopy: true }).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(statusLinkEndsAt({ ...activity, keepsLetterCopy: false }).toISOString()).toBe('2026-03-23T00:00:00.000Z');
  });
});

describe('masking', () => {
  it('shows an initial, the last name and the place; the e-mail by its first letter and domain', () => {
    expect(maskedCustomer(PERSON)).toEqual({ name: 'E. Mustermann', place: '51147 Köln' });
    expect(maskedEmail('erika@example.de')).toBe('e•••@example.de');
  });
});
