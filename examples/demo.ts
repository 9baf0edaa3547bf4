/**
 * A tour of the API contract: every operation of the Payments Platform API, grouped by area,
 * and one request body checked and normalised by its operation's schema.
 *
 * Run with `npm run demo`.
 */
import { errorCatalogue, operations } from '@payments-platform/sdk/contract';

const byArea = new Map<string, number>();
for (const operation of operations) byArea.set(operation.area, (byArea.get(operation.area) ?? 0) + 1);

console.log(
  `Payments Platform API: ${operations.length} operations, ${Object.keys(errorCatalogue).length} error codes\n`,
);
for (const [area, count] of byArea) console.log(`  ${area.padEnd(14)} ${count}`);

const onboard = operations.find((operation) => operation.id === 'onboardUser');
if (!onboard?.schemas.body) throw new Error('The onboarding operation is missing from the contract');

const input = {
  email: '  Ada@Example.org ',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  username: ' Ada_L ',
  referralCode: 'abcd1234',
  country: 'mx',
  isBusiness: false,
  termsOfService: true,
};
console.log(`\n${onboard.method} ${onboard.path} (${onboard.sdk}) normalises its body:`);
console.log(JSON.stringify(onboard.schemas.body.parse(input), null, 2));

const refusals = [
  ['a business sign-up without businessName', { ...input, isBusiness: true }],
  ['terms of service not accepted', { ...input, termsOfService: false }],
  ['a username starting with api_', { ...input, username: 'api_ada' }],
] as const;
console.log('\nRejected before anything is sent:');
for (const [label, body] of refusals) {
  const issues = onboard.schemas.body.safeParse(body).error?.issues ?? [];
  console.log(`  ${label}: ${issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}
