/**
 * Team metadata rules: reserved keys, and the tax info entries kept under `metadata.taxInfo`
 * with a default per country and one global default.
 */
import type { JsonObject, JsonValue } from '../../kernel/json.js';

/** Metadata keys the API never writes (spec: Team). */
export const RESERVED_TEAM_METADATA_KEYS = ['devAccess', 'devAccessRequest'] as const;

/** The reserved keys an object holds. */
export const reservedKeysIn = (value: object) =>
  RESERVED_TEAM_METADATA_KEYS.filter((key) => Object.hasOwn(value, key));

/** One tax info entry as stored in `metadata.taxInfo.entries`. */
export interface TaxInfoEntry {
  readonly country: string;
  readonly taxId: string;
  readonly name: string | null;
  readonly address: string | null;
  /** The default entry of its country. */
  readonly isDefaultForCountry: boolean;
  /** The default entry of the team. */
  readonly isGlobalDefault: boolean;
}

/** What an upsert sets; `undefined` keeps the stored value. */
export interface TaxInfoUpsert {
  readonly country: string;
  readonly taxId: string;
  readonly name?: string | null | undefined;
  readonly address?: string | null | undefined;
  readonly setAsDefaultForCountry?: boolean | undefined;
  readonly setAsGlobalDefault?: boolean | undefined;
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value : null);

/** The tax info entries of a team's metadata. */
export function taxInfoEntries(metadata: JsonObject): TaxInfoEntry[] {
  const taxInfo = metadata.taxInfo;
  if (!isObject(taxInfo) || !Array.isArray(taxInfo.entries)) return [];
  return (taxInfo.entries as readonly JsonValue[]).filter(isObject).map((entry) => ({
    country: text(entry.country) ?? '',
    taxId: text(entry.taxId) ?? '',
    name: text(entry.name),
    address: text(entry.address),
    isDefaultForCountry: entry.isDefaultForCountry === true,
    isGlobalDefault: entry.isGlobalDefault === true,
  }));
}

/**
 * `metadata.taxInfo` for a list of entries: the entries, the default tax id of each country and
 * the global default.
 */
export function taxInfoValue(entries: readonly TaxInfoEntry[]): JsonObject {
  const defaults: Record<string, string> = {};
  for (const entry of entries) if (entry.isDefaultForCountry) defaults[entry.country] = entry.taxId;
  const global = entries.find((entry) => entry.isGlobalDefault);
  return {
    entries: entries.map((entry) => ({ ...entry })),
    defaultsByCountry: defaults,
    globalDefault: global ? { country: global.country, taxId: global.taxId } : null,
  };
}

const sameEntry = (entry: TaxInfoEntry, country: string, taxId: string) =>
  entry.country === country && entry.taxId.toUpperCase() === taxId.toUpperCase();

/**
 * Adds or updates an entry. The first entry of a country becomes its default and the first
 * entry of the team the global default; the flags move the defaults to this entry.
 */
export function upsertTaxInfo(entries: readonly TaxInfoEntry[], input: TaxInfoUpsert): TaxInfoEntry[] {
  const existing = entries.find((entry) => sameEntry(entry, input.country, input.taxId));
  const countryHasDefault = entries.some(
    (entry) => entry.country === input.country && entry.isDefaultForCountry && entry !== existing,
  );
  const teamHasDefault = entries.some((entry) => entry.isGlobalDefault && entry !== existing);
  const makeCountryDefault = input.setAsDefaultForCountry === true || !countryHasDefault;
  const makeGlobalDefault = input.setAsGlobalDefault === true || !teamHasDefault;
  const next: TaxInfoEntry = {
    country: input.country,
    taxId: input.taxId,
    name: input.name === undefined ? (existing?.name ?? null) : input.name,
    address: input.address === undefined ? (existing?.address ?? null) : input.address,
    isDefaultForCountry: makeCountryDefault || existing?.isDefaultForCountry === true,
    isGlobalDefault: makeGlobalDefault || existing?.isGlobalDefault === true,
  };
  const adjust = (entry: TaxInfoEntry): TaxInfoEntry => ({
    ...entry,
    isDefaultForCountry:
      entry.isDefaultForCountry && !(makeCountryDefault && entry.country === input.country),
    isGlobalDefault: entry.isGlobalDefault && !makeGlobalDefault,
  });
  return existing
    ? entries.map((entry) => (entry === existing ? next : adjust(entry)))
    : [...entries.map(adjust), next];
}

/** Makes an existing entry the default of its country and of the team; undefined when absent. */
export function setDefaultTaxInfo(
  entries: readonly TaxInfoEntry[],
  country: string,
  taxId: string,
): TaxInfoEntry[] | undefined {
  const target = entries.find((entry) => sameEntry(entry, country, taxId));
  if (!target) return undefined;
  return upsertTaxInfo(entries, {
    country: target.country,
    taxId: target.taxId,
    setAsDefaultForCountry: true,
    setAsGlobalDefault: true,
  });
}
