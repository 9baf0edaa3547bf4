/**
 * Decimal amounts and base units of the simulated chains: `'12.5'` USDC is `12500000` base units.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Converts a non-negative decimal amount to base units; throws `RangeError` on anything else,
 * including more fractional digits than the token has.
 *
 * @example
 * ```ts
 * toBaseUnits('12.5', 6); // 12500000n
 * ```
 */
export function toBaseUnits(amount: string | number, decimals: number): bigint {
  const text = typeof amount === 'number' ? numberToDecimal(amount) : amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`"${text}" is not a non-negative decimal amount`);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) {
    throw new RangeError(`"${text}" has more than ${decimals} decimal places`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, '0') || '0');
}

/**
 * Formats base units as a decimal string without trailing zeros.
 *
 * @example
 * ```ts
 * fromBaseUnits(12500000n, 6); // '12.5'
 * ```
 */
export function fromBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The exact decimal digits of a non-negative finite number, without an exponent: `1e+21` is
 * `'1000000000000000000000'`, `5e-7` is `'0.0000005'`.
 *
 * @example
 * ```ts
 * decimalTextOf(1.5e-7); // '0.00000015'
 * ```
 */
export function decimalTextOf(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, lead = '0', rest = '', exponent = '0'] = match;
  const digits = `${lead}${rest}`;
  const point = lead.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${digits}${'0'.repeat(point - digits.length)}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${value} is not a non-negative amount`);
  return decimalTextOf(value);
}
