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

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${value} is not a non-negative amount`);
  const text = String(value);
  if (!text.includes('e')) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
