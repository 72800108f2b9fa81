// Shared by the deploy check (scripts/deploy-check.mjs) and the Worker (/api/health): the benefits on
// sale whose outside provider is not configured, from the `needs` of the table of benefits (benefits.ts).
// Pure: the caller says what each setting holds, so nothing here reads an environment.
import { BENEFITS, type Benefit, type BenefitId, type PlanId, type ProviderRequirement } from './benefits';
import { PLANS, type Plan } from './catalog';

/**
 * A setting by name, as the caller knows it: its value; `true` when it is set but its value cannot be
 * read (a deployed secret); undefined, false or '' when it is not set. A required value (`values`) or a
 * condition (`when`) holds only for a value that can be read and matches.
 */
export type SettingLookup = (name: string) => string | boolean | undefined;

export interface UnconfiguredBenefit {
  benefit: BenefitId;
  /** The packages on sale that get it. */
  plans: PlanId[];
  /** The settings that are not set, or not set to the value required: names only. */
  settings: string[];
  /** For people, e.g. `Pro's "Status-Updates per SMS …" (status-sms) needs SMS_PROVIDER=seven, SMS_API_KEY for seven.io`. */
  reason: string;
}

const isSet = (value: string | boolean | undefined) => value === true || (typeof value === 'string' && value !== '');

const assignments = (values: Readonly<Record<string, string>> = {}) =>
  Object.entries(values).map(([name, value]) => ({ name, shown: `${name}=${value}`, value }));

/** What `need` lacks while it applies: each setting by name, and as a reason shows it. */
function lacking(need: ProviderRequirement, setting: SettingLookup): { name: string; shown: string }[] {
  if (!assignments(need.when).every(({ name, value }) => setting(name) === value)) return [];
  return [
    ...assignments(need.values).filter(({ name, value }) => setting(name) !== value),
    ...need.settings.filter((name) => !isSet(setting(name))).map((name) => ({ name, shown: name })),
  ];
}

/** "Pro", "Plus and Pro", "Basic, Plus and Pro". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Each benefit on sale (a package in the catalogue gets it) whose providers lack a setting, with the
 * settings missing. Empty when every benefit on sale can be delivered.
 */
export function unconfiguredBenefits(
  setting: SettingLookup,
  {
    plans = PLANS,
    benefits = BENEFITS,
  }: { plans?: readonly Pick<Plan, 'id' | 'name'>[]; benefits?: readonly Benefit[] } = {},
): UnconfiguredBenefit[] {
  return benefits.flatMap((benefit) => {
    const selling = plans.filter((plan) => benefit.plans.includes(plan.id));
    if (!selling.length) return [];
    const unmet = (benefit.needs ?? [])
      .map((need) => ({ need, missing: lacking(need, setting) }))
      .filter(({ missing }) => missing.length);
    if (!unmet.length) return [];
    const line = benefit.card[selling[0]!.id] ?? Object.values(benefit.card)[0] ?? benefit.id;
    const needs = unmet.map(({ need, missing }) => {
      const when = assignments(need.when).map(({ shown }) => shown);
      return `${missing.map(({ shown }) => shown).join(', ')} for ${need.provider}${when.length ? ` (${when.join(', ')})` : ''}`;
    });
    return [
      {
        benefit: benefit.id,
        plans: selling.map((plan) => plan.id),
        settings: [...new Set(unmet.flatMap(({ missing }) => missing.map(({ name }) => name)))],
        reason: `${listed(selling.map((plan) => plan.name))}'s "${line}" (${benefit.id}) needs ${needs.join('; ')}`,
      },
    ];
  });
}
