/**
 * Magic values: documented inputs that steer an outcome through the public API alone, as test
 * cards do in a payment sandbox. A browser app, a manual QA pass or a client in another language
 * reaches a failure path with them, without the control API. Every rule lives here; the modules
 * ask these functions and act on the answer. `magicValues: false` (`--no-magic-values`) turns them
 * all off, so the same inputs are plain again.
 *
 * The table users read is `docs/magic-values.md`.
 */

/** The magic values, by what they steer. */
export const MAGIC_VALUES = {
  chain: {
    /** A transfer to this address is submitted, then fails one block later (the amount goes back). */
    failAddress: '0x000000000000000000000000000000000000fa11',
    /** A transfer to this address is submitted and stays `pending` until the control API settles it. */
    pendingAddress: '0x0000000000000000000000000000000000057a11',
    /** A send or payment amount with these cents (`5.13`, `250.13`) fails on chain one block later. */
    failCents: '13',
    /** A send or payment amount with these cents (`5.14`, `250.14`) stays `pending` on chain. */
    pendingCents: '14',
  },
  topup: {
    /** A top-up phone code (codigopaq) of the right format that no carrier knows: invalid. */
    invalidPhoneCode: '00000000',
  },
  ramp: {
    /** A ramp order amount with these cents (`100.13`) is declined by the provider at checkout. */
    failCents: '13',
  },
  kyc: {
    /** A KYC e-mail with this tag (`ana+declined@example.com`) gets a verification that ends `declined`. */
    declinedTag: '+declined',
    /** A KYC e-mail with this tag (`ana+review@example.com`) gets a verification that stays `in review`. */
    reviewTag: '+review',
  },
  otp: {
    /** A user whose e-mail has this tag (`qa+otp@example.com`) always gets the OTP `code` beside this tag. */
    tag: '+otp',
    /** The fixed OTP of the tagged e-mails. */
    code: '123456789',
  },
} as const;

/** What a magic value makes of a chain transfer. */
export interface MagicChainOutcome {
  readonly outcome: 'fail' | 'pending';
  /** Why, as the transfer's failure reason (for `fail`) and in the docs. */
  readonly reason: string;
}

/** The part of the options the rules read. */
export interface MagicValuesConfig {
  readonly magicValues: boolean;
}

/** The cents of a decimal amount (`'13'` for 5.13 and 5.130), or null without exactly two. */
function centsOf(amount: number | string): string | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^-?\d+\.(\d+)$/.exec(text);
  if (!match) return null;
  const fraction = (match[1] as string).replace(/0+$/, '');
  return fraction.length === 2 ? fraction : null;
}

/** The local part of an e-mail, lowercased. */
const localPartOf = (email: string) => email.trim().toLowerCase().split('@')[0] ?? '';

/** Whether the local part of an e-mail ends with a `+tag`. */
const hasTag = (email: string, tag: string) => localPartOf(email).endsWith(tag);

/**
 * The magic outcome of a chain transfer: by its recipient (any transfer), or by the amount the
 * user asked for (sends and payments pass it), or null for a plain transfer.
 *
 * @example
 * ```ts
 * magicChainOutcome({ magicValues: true }, { to: MAGIC_VALUES.chain.failAddress });
 * // { outcome: 'fail', reason: 'Transaction reverted: ...' }
 * magicChainOutcome({ magicValues: true }, { to: '0x...', amount: '5.14' }); // { outcome: 'pending', ... }
 * ```
 */
export function magicChainOutcome(
  config: MagicValuesConfig,
  transfer: { readonly to: string; readonly amount?: number | string | undefined },
): MagicChainOutcome | null {
  if (!config.magicValues) return null;
  const { chain } = MAGIC_VALUES;
  const to = transfer.to.toLowerCase();
  if (to === chain.failAddress) {
    return {
      outcome: 'fail',
      reason: `Transaction reverted: ${chain.failAddress} is the test address that fails.`,
    };
  }
  if (to === chain.pendingAddress) {
    return { outcome: 'pending', reason: `${chain.pendingAddress} is the test address that stays pending.` };
  }
  const cents = transfer.amount === undefined ? null : centsOf(transfer.amount);
  if (cents === chain.failCents) {
    return {
      outcome: 'fail',
      reason: `Transaction reverted: an amount ending in .${chain.failCents} fails.`,
    };
  }
  if (cents === chain.pendingCents) {
    return { outcome: 'pending', reason: `An amount ending in .${chain.pendingCents} stays pending.` };
  }
  return null;
}

/**
 * Why a top-up phone code is invalid, or null when it is plain.
 *
 * @example
 * ```ts
 * magicTopupPhone({ magicValues: true }, '00000000'); // 'codigopaq 00000000 is not a registered phone code.'
 * ```
 */
export function magicTopupPhone(config: MagicValuesConfig, codigopaq: string): string | null {
  if (!config.magicValues || codigopaq.trim() !== MAGIC_VALUES.topup.invalidPhoneCode) return null;
  return `codigopaq ${MAGIC_VALUES.topup.invalidPhoneCode} is not a registered phone code.`;
}

/**
 * Why the ramp provider declines an order of this amount, or null when it is plain.
 *
 * @example
 * ```ts
 * magicRampFailure({ magicValues: true }, 100.13); // 'Declined by the provider: ...'
 * ```
 */
export function magicRampFailure(config: MagicValuesConfig, amount: number): string | null {
  if (!config.magicValues || centsOf(amount) !== MAGIC_VALUES.ramp.failCents) return null;
  return `Declined by the provider: an amount ending in .${MAGIC_VALUES.ramp.failCents} fails.`;
}

/**
 * The status a new KYC verification of this e-mail takes, or null for the usual one.
 *
 * @example
 * ```ts
 * magicKycStatus({ magicValues: true }, 'ana+declined@example.com'); // 'declined'
 * ```
 */
export function magicKycStatus(config: MagicValuesConfig, email: string): 'declined' | 'in review' | null {
  if (!config.magicValues) return null;
  if (hasTag(email, MAGIC_VALUES.kyc.declinedTag)) return 'declined';
  if (hasTag(email, MAGIC_VALUES.kyc.reviewTag)) return 'in review';
  return null;
}

/**
 * The fixed OTP of a test e-mail, or null for a user who gets a random one.
 *
 * @example
 * ```ts
 * magicOtp({ magicValues: true }, 'qa+otp@example.com'); // '123456789'
 * ```
 */
export function magicOtp(config: MagicValuesConfig, email: string): string | null {
  return config.magicValues && hasTag(email, MAGIC_VALUES.otp.tag) ? MAGIC_VALUES.otp.code : null;
}
