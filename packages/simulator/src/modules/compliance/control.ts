/**
 * The compliance control routes: read and change the fee settings (`GET`, `PUT
 * /_simulator/compliance`).
 */
import { defineControlRoute } from '../../kernel/control.js';
import { ComplianceSettingsInput, complianceSettingsOf, updateComplianceSettings } from './fee-settings.js';

const settingsView = (settings: ReturnType<typeof complianceSettingsOf>) => ({
  feeMakerProfileId: settings.feeMakerProfileId,
  feeAmountUsd: settings.feeAmountUsd,
});

/** The compliance control routes. */
export const complianceControlRoutes = [
  defineControlRoute({
    method: 'GET',
    path: '/compliance',
    summary: 'The compliance-fee settings: fee-maker profile and yearly fee in USD.',
    run: ({ services }) => settingsView(complianceSettingsOf(services.store)),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/compliance',
    summary: 'Change the compliance-fee settings; fields left out keep their value.',
    body: ComplianceSettingsInput,
    run: ({ body, services }) => settingsView(updateComplianceSettings(services.store, body)),
  }),
];
