/**
 * `npm run example -- <name>`: runs one example against the in-process simulator and prints what
 * it does, line by line.
 */
import { pathToFileURL } from 'node:url';

export const EXAMPLES = {
  'onboarding-otp-login': () => import('./onboarding-otp-login/onboarding-otp-login.js'),
  'payment-request-webhook': () => import('./payment-request-webhook/payment-request-webhook.js'),
  'sponsored-send': () => import('./sponsored-send/sponsored-send.js'),
  'otc-request': () => import('./otc-request/otc-request.js'),
  'ramp-order': () => import('./ramp-order/ramp-order.js'),
  'topup-withdrawal': () => import('./topup-withdrawal/topup-withdrawal.js'),
} as const;

type ExampleName = keyof typeof EXAMPLES;
const isExampleName = (name: string | undefined): name is ExampleName =>
  name !== undefined && Object.hasOwn(EXAMPLES, name);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2];
  if (!isExampleName(name)) {
    console.error(`Usage: npm run example -- <${Object.keys(EXAMPLES).join(' | ')}>`);
    process.exitCode = 1;
  } else {
    const { run } = await EXAMPLES[name]();
    await run((line) => console.log(`- ${line}`));
  }
}
