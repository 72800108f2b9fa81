// Shared by browser and Worker: the withdrawal declaration behind "Vertrag widerrufen"
// (§ 356a BGB, the withdrawal function every page links to).
import * as v from 'valibot';
import { EmailSchema } from './email';
import { isOrderNumber } from './order-number';
import { singleLine } from './single-line';

export const WITHDRAWAL_LIMITS = { name: 100, orderNumber: 40, statement: 2000 } as const;

const text = v.pipe(v.optional(v.string('Ungültige Eingabe'), ''), v.trim());

export const WithdrawalSchema = v.object(
  {
    name: v.pipe(
      text,
      v.minLength(2, 'Bitte gib deinen Namen an.'),
      v.maxLength(WITHDRAWAL_LIMITS.name, 'Name zu lang'),
      singleLine('Der Name darf keinen Zeilenumbruch enthalten.'),
    ),
    email: EmailSchema,
    orderNumber: v.pipe(
      text,
      v.toUpperCase(),
      v.check(
        (value: string) => isOrderNumber(value),
        'Bitte gib deine Bestellnummer an, z. B. PK-1795330100862-ABCDEF (sie steht in deiner Bestätigungs-E-Mail).',
      ),
    ),
    statement: v.pipe(
      text,
      v.maxLength(WITHDRAWAL_LIMITS.statement, `Erklärung zu lang (höchstens ${WITHDRAWAL_LIMITS.statement} Zeichen)`),
    ),
  },
  'Ungültige Anfrage',
);

export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

/** The declaration's wording when the customer writes none of their own. */
export const DEFAULT_WITHDRAWAL_STATEMENT =
  'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der Dienstleistung.';
