/**
 * Platform-wide switches kept in the store: the maintenance status and the OTP / KYC access gates.
 */

import type { GateState, MaintenanceStatus, SettingsRow, Store } from './database.js';

/** Gate states by gate. */
export type Gates = SettingsRow['gates'];

/**
 * Reads and switches the maintenance status and the gates.
 *
 * @example
 * ```ts
 * platform.setGates({ otp: 'closed' });
 * platform.gates(); // { otp: 'closed', kyc: 'open' }
 * ```
 */
export class PlatformStatus {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  #settings(): SettingsRow {
    const settings = this.#store.settings.get('platform');
    if (!settings) throw new Error('The store has no platform settings; was it seeded?');
    return settings;
  }

  maintenance(): MaintenanceStatus {
    return this.#settings().maintenance;
  }

  setMaintenance(status: MaintenanceStatus): MaintenanceStatus {
    return this.#store.settings.update('platform', { maintenance: status }).maintenance;
  }

  gates(): Gates {
    return this.#settings().gates;
  }

  setGates(gates: { readonly otp?: GateState | undefined; readonly kyc?: GateState | undefined }): Gates {
    const current = this.#settings().gates;
    return this.#store.settings.update('platform', {
      gates: { otp: gates.otp ?? current.otp, kyc: gates.kyc ?? current.kyc },
    }).gates;
  }
}

/**
 * Writes the platform settings a fresh store starts with: maintenance `ok`, both gates open.
 *
 * @example
 * ```ts
 * loadPlatformSettings(store);
 * ```
 */
export function loadPlatformSettings(store: Store): void {
  store.settings.insert({ id: 'platform', maintenance: 'ok', gates: { otp: 'open', kyc: 'open' } });
}
