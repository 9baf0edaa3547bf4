/**
 * The rules of a new bank account of a profile: the country, its currency, its bank and the
 * `additionalData` checked against the country's bank-field schema (spec: Resources > Bank
 * account, POST /v1/profile/banks).
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import type { BankField, CountryRow } from '../reference/index.js';

/** Code of an unsupported currency (shared with the missing-context failure). */
export const UNSUPPORTED_CURRENCY_CODE = 'APP_V1_PROFILE_BANKS_ROUTE_01';

/** The country of a bank account, or a 400 with `invalidCode`. */
export function resolveCountry(store: Store, code: string, invalidCode: FailCode): CountryRow {
  const country = store.countries.get(code.trim().toUpperCase());
  if (!country) fail(invalidCode, `country: ${code} is not a supported country.`, { status: 400 });
  return country;
}

/**
 * The currency symbol of a bank account: one of the country's currencies, matched without
 * regard to case; otherwise 400 `APP_V1_PROFILE_BANKS_ROUTE_01`.
 */
export function resolveCurrency(country: CountryRow, symbol: string): string {
  const wanted = symbol.trim().toUpperCase();
  const found = (country.currencies ?? []).find((currency) => currency.toUpperCase() === wanted);
  if (!found) {
    const supported = country.currencies?.join(', ') || 'none';
    fail(
      UNSUPPORTED_CURRENCY_CODE,
      `Currency ${symbol} is not supported for ${country.code} (supported: ${supported}).`,
    );
  }
  return found;
}

/** The slug of a bank of the country, or a 400 with `invalidCode`. */
export function resolveBankSlug(store: Store, country: string, slug: string, invalidCode: FailCode): string {
  const wanted = slug.trim().toLowerCase();
  const bank = store.banks.by('byCountry', country).find((candidate) => candidate.slug === wanted);
  if (!bank) fail(invalidCode, `bankSlug: ${slug} is not a bank of ${country}.`, { status: 400 });
  return bank.slug;
}

const problemOf = (field: BankField, value: unknown): string | undefined => {
  const absent = value === undefined || value === null || value === '';
  if (absent) return field.required ? `${field.key} is required` : undefined;
  if (typeof value !== 'string') return `${field.key} must be a string`;
  if (field.pattern !== null && !new RegExp(field.pattern, 'u').test(value)) {
    return `${field.key} must match ${field.pattern}`;
  }
  return undefined;
};

/**
 * Checks `additionalData` against the bank-field schema of the country: every required field
 * present and non-empty, every given field a string matching its pattern. Keys outside the
 * schema are kept as they are. A country without a schema accepts any object.
 */
export function checkAdditionalData(
  store: Store,
  country: string,
  data: JsonObject,
  invalidCode: FailCode,
): void {
  const schema = store.bankFieldSchemas.get(country);
  if (!schema) return;
  const problems = schema.fields.flatMap((field) => problemOf(field, data[field.key]) ?? []);
  if (problems.length > 0) {
    fail(invalidCode, `additionalData: does not match the ${country} bank fields (${problems.join(', ')}).`, {
      status: 400,
    });
  }
}
