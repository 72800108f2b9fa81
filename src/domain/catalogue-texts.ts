// One language's texts from a set of catalogue modules (each exports `texts`, its words in every language):
// the UI catalogue (ui-catalogue.ts) and the whole one (messages.ts) are both made with it.
import type { Locale } from './locales';

/** `A | B` → `A & B`: the modules' key sets, merged. */
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

interface CatalogueModule {
  texts: Record<Locale, Record<string, string>>;
}

/** The texts of every module in `modules`, in `locale`, typed with all their keys. */
export function textsIn<M extends CatalogueModule>(
  modules: readonly M[],
  locale: Locale,
): UnionToIntersection<M['texts'][Locale]> {
  return Object.assign({}, ...modules.map((module) => module.texts[locale])) as UnionToIntersection<M['texts'][Locale]>;
}
