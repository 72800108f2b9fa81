// Shared by browser and Worker: the withdrawal declaration behind "Vertrag widerrufen"
// (§ 356a BGB, the withdrawal function every page links to).
import * as v from 'valibot';
import { emailSchemaIn } from './email-schema';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES, translator } from './ui-messages';
import { isOrderNumber } from './order-number';
import { singleLine } from './single-line';

export const WITHDRAWAL_LIMITS = { name: 100, orderNumber: 40, statement: 2000 } as const;

/** The withdrawal declaration's schema with its messages in `locale`. */
export function withdrawalSchemaIn(locale: Locale) {
  const t = translator(locale);
  const text = v.pipe(v.optional(v.string(t('forms.invalidInput')), ''), v.trim());
  return v.object(
    {
      name: v.pipe(
        text,
        v.minLength(2, t('forms.withdrawal.nameRequired')),
        v.maxLength(WITHDRAWAL_LIMITS.name, t('forms.withdrawal.nameTooLong')),
        singleLine(t('forms.nameLineBreak')),
      ),
      email: emailSchemaIn(locale),
      orderNumber: v.pipe(
        text,
        v.toUpperCase(),
        v.check((value: string) => isOrderNumber(value), t('forms.withdrawal.orderNumberInvalid')),
      ),
      statement: v.pipe(
        text,
        v.maxLength(
          WITHDRAWAL_LIMITS.statement,
          t('forms.withdrawal.statementTooLong', { max: WITHDRAWAL_LIMITS.statement }),
        ),
      ),
    },
    t('forms.invalidRequest'),
  );
}

/** The German schema, as the Worker checks a declaration. */
export const WithdrawalSchema = withdrawalSchemaIn(DEFAULT_LOCALE);

export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

/** The declaration's wording in `locale` when the customer writes none of their own. */
export const defaultWithdrawalStatement = (locale: Locale = DEFAULT_LOCALE) =>
  MESSAGES[locale]['forms.withdrawal.defaultStatement'];
/** The German wording, which the Worker records for a declaration without text. */
export const DEFAULT_WITHDRAWAL_STATEMENT = defaultWithdrawalStatement();
