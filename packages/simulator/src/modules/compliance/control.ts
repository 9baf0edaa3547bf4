/**
 * The compliance module's control actions: read and change the fee settings.
 */
import { defineControlAction } from '../../kernel/control.js';
import { ComplianceSettingsInput, complianceSettingsOf, updateComplianceSettings } from './fee-settings.js';

const settingsView = (settings: ReturnType<typeof complianceSettingsOf>) => ({
  feeMakerProfileId: settings.feeMakerProfileId,
  feeAmountUsd: settings.feeAmountUsd,
});

/** The compliance module's control actions. */
export const COMPLIANCE_CONTROL = [
  defineControlAction({
    module: 'compliance',
    name: 'settings',
    method: 'GET',
    path: '/compliance',
    summary: 'The compliance-fee settings: fee-maker profile and yearly fee in USD.',
    run: ({ services }) => settingsView(complianceSettingsOf(services.store)),
  }),
  defineControlAction({
    module: 'compliance',
    name: 'setSettings',
    method: 'PUT',
    path: '/compliance',
    summary: 'Change the compliance-fee settings; fields left out keep their value.',
    body: ComplianceSettingsInput,
    run: ({ body, services }) => settingsView(updateComplianceSettings(services.store, body)),
  }),
] as const;
