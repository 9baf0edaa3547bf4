/**
 * The checkout page's settings: the API base URL, keys and wallets, carried in its query string.
 */

/** The page's settings, from its query string. */
export interface CheckoutSettings {
  /** The API base URL. */
  readonly api: string;
  /** The shop's profile-scoped key (it makes the payment requests). */
  readonly shopKey: string;
  /** The key the customer's payment goes through. */
  readonly payKey: string;
  /** The shop's receiving wallet. */
  readonly merchant: string;
  /** The customer's paying wallet. */
  readonly payer: string;
  /** A payment request made earlier, whose status the page shows as it opens (an order page). */
  readonly request?: string;
}

/** The query string of a page with these settings. */
export function checkoutQuery(settings: CheckoutSettings): string {
  const entries = Object.entries(settings).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return `?${new URLSearchParams(entries).toString()}`;
}

/** The settings of a page's query string; throws naming the first one missing. */
export function settingsOf(search: string): CheckoutSettings {
  const query = new URLSearchParams(search);
  const read = (name: keyof CheckoutSettings) => {
    const value = query.get(name);
    if (!value) throw new Error(`The page needs ?${name}=`);
    return value;
  };
  const request = query.get('request');
  return {
    api: read('api'),
    shopKey: read('shopKey'),
    payKey: read('payKey'),
    merchant: read('merchant'),
    payer: read('payer'),
    ...(request ? { request } : {}),
  };
}
