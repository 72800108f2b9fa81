import { describe, expect, it } from 'vitest';
import { addonDraftFor, forgetAddonDraft, keepAddonDraft } from '../../src/islands/payment-return/addon-draft';
import { EMPTY_PARTNER } from '../../src/islands/payment-return/partner-form-model';
import { ADDON_PARTNER_DRAFT_KEY } from '../../src/lib/storage-keys';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const typed = {
  ...EMPTY_PARTNER,
  partnerFirstName: 'Max',
  partnerLastName: 'Mustermann',
  partnerBirthDate: '02.07.1984',
  confirmExtendedData: true,
};

describe('the second person kept in the tab while its checkout is open', () => {
  it('fills the form again for the same order, asking for the confirmation again', () => {
    const storage = memoryStorage();
    keepAddonDraft('PK-2026-ABCDEF', typed, storage);
    expect(addonDraftFor('PK-2026-ABCDEF', storage)).toEqual({ ...typed, confirmExtendedData: false });
  });

  it("never fills another order's form", () => {
    const storage = memoryStorage();
    keepAddonDraft('PK-2026-ABCDEF', typed, storage);
    expect(addonDraftFor('PK-2026-GHJKLM', storage)).toBeNull();
  });

  it('ignores what is not a draft of this shape', () => {
    const storage = memoryStorage();
    storage.setItem(ADDON_PARTNER_DRAFT_KEY, '{"orderNumber":"PK-2026-ABCDEF","values":{"partnerFirstName":3}}');
    expect(addonDraftFor('PK-2026-ABCDEF', storage)).toBeNull();
    storage.setItem(ADDON_PARTNER_DRAFT_KEY, 'not json');
    expect(addonDraftFor('PK-2026-ABCDEF', storage)).toBeNull();
  });

  it('is gone once forgotten', () => {
    const storage = memoryStorage();
    keepAddonDraft('PK-2026-ABCDEF', typed, storage);
    forgetAddonDraft(storage);
    expect(addonDraftFor('PK-2026-ABCDEF', storage)).toBeNull();
  });
});
