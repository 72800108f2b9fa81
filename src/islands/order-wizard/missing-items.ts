// The 'Bitte vervollständige:' list of step 3: what still blocks the order. Small and
// pure, so the wizard's first page computes it without loading step 3's components.
import { translator, type MessageKey, type Translate } from '../../domain/ui-messages';
import type { IdUploadErrors, SignatureOrderErrors } from '../../domain/wizard-state';

export interface MissingItem {
  targetId: string;
  text: string;
}

/** The 'Bitte vervollständige:' entry for each field of step 3 that the list names, in page order. */
const STEP_THREE_ITEMS: [keyof SignatureOrderErrors, { targetId: string; key: MessageKey }][] = [
  ['signature', { targetId: 'signature', key: 'wizard.missing.signature' }],
  ['agb', { targetId: 'confirm-agb', key: 'wizard.missing.agb' }],
  ['privacy', { targetId: 'confirm-privacy', key: 'wizard.missing.privacy' }],
  ['noWithdrawal', { targetId: 'confirm-noWithdrawal', key: 'wizard.missing.noWithdrawal' }],
  ['plan', { targetId: 'package', key: 'wizard.missing.plan' }],
];

const german = translator('de');

/** What still blocks the order, for the 'Bitte vervollständige:' list, in the language of `t`. */
export function missingItems(
  personalValid: boolean,
  idStep: IdUploadErrors,
  orderStep: SignatureOrderErrors,
  t: Translate = german,
): MissingItem[] {
  return [
    ...(personalValid ? [] : [{ targetId: 'review-title', text: t('wizard.missing.personal') }]),
    ...(Object.keys(idStep).some((field) => field !== 'nameProof')
      ? [{ targetId: 'review-title', text: t('wizard.missing.id') }]
      : []),
    ...(idStep.nameProof ? [{ targetId: 'review-title', text: t('nameProof.missingItem') }] : []),
    ...STEP_THREE_ITEMS.filter(([field]) => orderStep[field]).map(([, item]) => ({
      targetId: item.targetId,
      text: t(item.key),
    })),
  ];
}
