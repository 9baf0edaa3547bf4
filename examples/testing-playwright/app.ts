/**
 * A shop's checkout page: the shop asks for the amount typed in (a payment request made with its
 * profile key), the customer's wallet pays it on chain, and "Refresh" shows where the payment
 * stands; opened with `?request=<id>`, it shows that request's status at once. It talks to the API
 * through the SDK; the API's base URL, keys and wallets come from the page's query string, so a
 * test points it at the simulator of its worker.
 */
import { createClient, isApiError } from '@payments-platform/sdk';
import { settingsOf } from './settings.js';

const element = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No #${id} on the page`);
  return found as T;
};

function main(): void {
  const settings = settingsOf(location.search);
  const shop = createClient({ apiKey: settings.shopKey, baseUrl: settings.api, maxRetries: 0 });
  const customer = createClient({ apiKey: settings.payKey, baseUrl: settings.api, maxRetries: 0 });
  const form = element<HTMLFormElement>('checkout');
  const amountInput = element<HTMLInputElement>('amount');
  const refresh = element<HTMLButtonElement>('refresh');
  const status = element<HTMLOutputElement>('status');
  const requestId = element<HTMLElement>('request');
  const alert = element<HTMLElement>('error');
  let current: string | undefined;

  const showError = (error: unknown) => {
    alert.textContent = isApiError(error)
      ? `${error.status} ${error.code}`
      : error instanceof Error
        ? error.message
        : String(error);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    alert.textContent = '';
    void (async () => {
      const request = await shop.core.requests.create({
        targetAddress: settings.merchant,
        amount: Number(amountInput.value),
        channelParams: { customId: `checkout-${amountInput.value}` },
      });
      current = request.id;
      requestId.textContent = request.id;
      const paid = await customer.core.requests.pay({
        id: request.id,
        sender: settings.payer,
        chain: 'base-sepolia',
        token: 'USDC',
      });
      status.textContent = paid.tx.status;
      refresh.disabled = false;
    })().catch(showError);
  });

  const showStatus = () => {
    if (current === undefined) return;
    void customer.core.requests
      .retrieve({ id: current })
      .then((read) => {
        status.textContent = read.tx.status ?? 'unknown';
      })
      .catch(showError);
  };
  refresh.addEventListener('click', showStatus);

  // Opened for a request made earlier: show where it stands.
  if (settings.request !== undefined) {
    current = settings.request;
    requestId.textContent = settings.request;
    refresh.disabled = false;
    showStatus();
  }
}

main();
