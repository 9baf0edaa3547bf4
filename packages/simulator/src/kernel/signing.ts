/**
 * The EIP-712 helpers of `@payments-platform/signing`, loaded on first use: they bring viem,
 * which costs more to load than the rest of the simulator together, and most requests never
 * build or check a signature. The contract addresses come from the package's light
 * `@payments-platform/signing/contracts` entry and need no loading.
 *
 * A handler that builds typed data or checks a signature awaits {@link loadSigning} first (a
 * resolved promise after the first time) and then reads the helpers synchronously with
 * {@link signing}.
 */
type SigningModule = typeof import('@payments-platform/signing');

let loaded: SigningModule | undefined;
let loading: Promise<SigningModule> | undefined;

/**
 * Loads the signing helpers once per process and resolves with them.
 *
 * @example
 * ```ts
 * const { verifySponsoredSend } = await loadSigning();
 * ```
 */
export function loadSigning(): Promise<SigningModule> {
  loading ??= import('@payments-platform/signing').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The signing helpers, once {@link loadSigning} has resolved; throws before that, which is a
 * handler that forgot to await the loading.
 *
 * @example
 * ```ts
 * await loadSigning();
 * const typedData = signing().buildSponsoredSendTypedData(fields);
 * ```
 */
export function signing(): SigningModule {
  if (loaded === undefined) {
    throw new Error('The signing helpers are used before loadSigning() resolved.');
  }
  return loaded;
}
