// Generated from the operation declarations by `npm run generate`; do not edit by hand.
import type { OperationMethod } from '../method.js';

/** Every operation of the API as a method, in its namespace. */
export interface OperationNamespaces {
  /**
   * Operations under `client.auth`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly auth: {
    /**
     * Create a user with an initial profile and team, or join the team of a pending invitation.
     *
     * Creates a user, its initial profile and either a new team or a profile in the team of a pending
     * invitation for the e-mail (then `invitationAccepted` is true). The e-mail is trimmed and lowercased;
     * "+" sub-addressing is rejected except for the allowlisted domains (example.com, test.com). firstName
     * and lastName are trimmed, at least 2 characters. username is trimmed and lowercased, at least 4
     * characters of letters, digits, `_` and `-`, not starting with `api_`. referralCode (optional)
     * matches `^[A-Z0-9_-]{4}[0-9]{4}$` case-insensitively and is uppercased. country is a supported
     * two-letter code, uppercased. language is `en` or `es` (default `en`). businessName (at least 2
     * characters) is required when isBusiness is true. teamMetadata defaults to `{}`. termsOfService must
     * be true. Returns the team id, the profile, the team membership, whether an invitation was accepted
     * and whether a wallet was created (false for country SV).
     *
     * - Route: `POST /v1/auth/onboard` (success 201)
     * - Auth: Key
     * - Errors:
     *   - 400 `APP_V1_AUTH_ONBOARD_ROUTE_04`: Invalid referral code.
     *   - 409 `APP_V1_AUTH_ONBOARD_ROUTE_01`: The user already exists.
     *   - 409 `APP_V1_AUTH_ONBOARD_ROUTE_05`: The username is taken.
     *   - 500 `APP_V1_AUTH_ONBOARD_ROUTE_03`: Failed to get the organization id.
     *   - 400: Malformed body.
     *   - 500: User, team, profile, wallet or organization creation failed; the sub-operation code is
     *     returned.
     *
     * Narrow a caught error with `client.auth.onboard.isError(error, code)`.
     *
     * Page: [auth.onboard](../../../../docs/operations/onboardUser.md)
     */
    readonly onboard: OperationMethod<'onboardUser'>;
    /**
     * Refresh the bearer session.
     *
     * No params or body. Returns either `{ session, expirationTimestamp, userType }` when a new session
     * was minted, or `{ message, expirationTimestamp, userType }` when the presented token and the stored
     * session differed and the stored session was synchronized. `expirationTimestamp` (a number) is
     * omitted when the token cannot be decoded; `userType` is `individual`, `business` or `admin`.
     *
     * - Route: `GET /v1/auth/refresh-session` (success 200)
     * - Auth: Session; context from session
     * - Errors:
     *   - 404 `APP_V1_AUTH_REFRESH_SESSION_01`: The keypair is missing.
     *   - 500 `APP_V1_AUTH_REFRESH_SESSION_02`: Failed to create the session.
     *
     * Narrow a caught error with `client.auth.refreshSession.isError(error, code)`.
     *
     * Page: [auth.refreshSession](../../../../docs/operations/refreshSession.md)
     */
    readonly refreshSession: OperationMethod<'refreshSession'>;
    /**
     * Send a one-time code to a user and list the profiles it can sign in to.
     *
     * email is lowercased. identifier (at least 10 characters) is generated when omitted or null. language
     * (`en`, `es`) falls back to the user language, then `en`. userType (`individual`, `business`,
     * `admin`) filters the returned profiles. Returns `otpId`, `identifier` and `profiles`. Access-gate
     * and OTP-provider failures propagate their own status and code.
     *
     * - Route: `POST /v1/auth/send-otp` (success 201)
     * - Auth: Key
     * - Errors:
     *   - 404 `APP_V1_AUTH_SEND_OTP_ROUTE_01`: User not found.
     *   - 404 `APP_V1_AUTH_SEND_OTP_ROUTE_02`: The user has no profile for this app.
     *   - 401 `APP_V1_AUTH_SEND_OTP_ROUTE_03`: The user has no teams with OTC approval.
     *   - 404 `APP_V1_AUTH_SEND_OTP_ROUTE_04`: User not found for the requested userType.
     *   - 400: Malformed body.
     *   - 503: The OTP access gate is closed; its code is propagated.
     *   - 500: The OTP provider failed; its status and code are propagated.
     *
     * Narrow a caught error with `client.auth.sendOtp.isError(error, code)`.
     *
     * Page: [auth.sendOtp](../../../../docs/operations/sendOtp.md)
     */
    readonly sendOtp: OperationMethod<'sendOtp'>;
    /**
     * Check whether a referral code exists.
     *
     * Query `referralCode` is required; it is trimmed, uppercased and matched against
     * `^[A-Z0-9_-]{4}[0-9]{4}$`. Returns `{ exists }`.
     *
     * - Route: `GET /v1/auth/referral/validate` (success 200)
     * - Auth: Key
     * - Errors:
     *   - 400 `APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01`: The referral code is missing.
     *   - 400 `APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02`: The referral code has a bad format.
     *   - 500: Referral lookup failed.
     *
     * Narrow a caught error with `client.auth.validateReferral.isError(error, code)`.
     *
     * Page: [auth.validateReferral](../../../../docs/operations/validateReferralCode.md)
     */
    readonly validateReferral: OperationMethod<'validateReferralCode'>;
    /**
     * Verify a one-time code and obtain a bearer session.
     *
     * otp has at least 9 characters; otpId is non-empty; email must be valid; identifier (at least 10
     * characters) and profileId (non-empty) may be null. profileId is required when the user has several
     * profiles and selects the profile and team of the session; userType must match the selected profile.
     * Returns the session, organization id, country, user type and the teams of the user.
     *
     * - Route: `POST /v1/auth/verify-otp` (success 200)
     * - Auth: Key
     * - Errors:
     *   - 404 `APP_V1_AUTH_VERIFY_OTP_ROUTE_01`: User not found.
     *   - 404 `APP_V1_AUTH_VERIFY_OTP_ROUTE_02`: Multiple profiles found; profileId is required.
     *   - 404 `APP_V1_AUTH_VERIFY_OTP_ROUTE_03`: Profile not found.
     *   - 404 `APP_V1_AUTH_VERIFY_OTP_ROUTE_04`: The profile does not match the userType.
     *   - 400: Malformed body.
     *   - 500: The OTP provider verification failed; user lookup failures propagate their own status and
     *     code.
     *
     * Narrow a caught error with `client.auth.verifyOtp.isError(error, code)`.
     *
     * Page: [auth.verifyOtp](../../../../docs/operations/verifyOtp.md)
     */
    readonly verifyOtp: OperationMethod<'verifyOtp'>;
  };
  /**
   * Operations under `client.channels`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly channels: {
    /**
     * Operations under `client.channels.actions`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly actions: {
      /**
       * Run a named action of a channel on an existing record.
       *
       * The body depends on the action and is passed through as a JSON object. The response shape depends on
       * the action.
       *
       * - Route: `POST /channels/{channelSlug}/action/{actionName}/{actionId}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400 `CH-06`: Invalid request body.
       *   - 403 `CH-01`: Invalid API key.
       *   - 404 `CH-02`: Action not found.
       *   - 409: The ramp order can no longer be cancelled (`RAMP_ORDER_NOT_CANCELLABLE`).
       *   - 418 `CH-05`: Invalid HTTP method.
       *   - 500 `CH-07`: Action function failed.
       *
       * Narrow a caught error with `client.channels.actions.run.isError(error, code)`.
       *
       * Page: [channels.actions.run](../../../../docs/operations/runChannelAction.md)
       */
      readonly run: OperationMethod<'runChannelAction'>;
    };
    /**
     * Operations under `client.channels.app`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly app: {
      /**
       * List the channels enabled for the key's app.
       *
       * Returns an array of `{ appChannels, channel }`.
       *
       * - Route: `GET /v1/apps/channels` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.channels.app.list.isError(error, code)`.
       *
       * Page: [channels.app.list](../../../../docs/operations/listAppChannels.md)
       */
      readonly list: OperationMethod<'listAppChannels'>;
    };
    /**
     * Operations under `client.channels.categories`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly categories: {
      /**
       * List channel categories.
       *
       * Unknown categories are excluded unless query `includeUnknown` is `true`. Returns `{ categories }`.
       *
       * - Route: `GET /channels/categories` (success 200)
       * - Auth: Key
       * - Errors:
       *
       * Narrow a caught error with `client.channels.categories.list.isError(error, code)`.
       *
       * Page: [channels.categories.list](../../../../docs/operations/listChannelCategories.md)
       */
      readonly list: OperationMethod<'listChannelCategories'>;
    };
    /**
     * Operations under `client.channels.discovery`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly discovery: {
      /**
       * Operations under `client.channels.discovery.capabilities`; each has a page in the [operations list](../../../../docs/operations.md).
       */
      readonly capabilities: {
        /**
         * Read one capability of the discovery tree.
         *
         * Returns `{ capability, updatedAt }`.
         *
         * - Route: `GET /channels/discovery/capability/{capabilityId}` (success 200)
         * - Auth: Key
         * - Errors:
         *   - 400: Invalid capability id.
         *   - 404: Capability not found.
         *   - 500: Discovery lookup failed.
         *   - 503: Discovery is temporarily unavailable.
         *
         * Narrow a caught error with `client.channels.discovery.capabilities.retrieve.isError(error, code)`.
         *
         * Page: [channels.discovery.capabilities.retrieve](../../../../docs/operations/getDiscoveryCapability.md)
         */
        readonly retrieve: OperationMethod<'getDiscoveryCapability'>;
      };
      /**
       * Operations under `client.channels.discovery.gates`; each has a page in the [operations list](../../../../docs/operations.md).
       */
      readonly gates: {
        /**
         * Read one gate of the discovery tree with its providers and capabilities.
         *
         * Returns `{ gate, updatedAt }`; the single-gate view adds `providers` and `capabilities`.
         *
         * - Route: `GET /channels/discovery/{gateId}` (success 200)
         * - Auth: Key
         * - Errors:
         *   - 400: Invalid gate id.
         *   - 404: Gate not found.
         *   - 500: Discovery lookup failed.
         *   - 503: Discovery is temporarily unavailable.
         *
         * Narrow a caught error with `client.channels.discovery.gates.retrieve.isError(error, code)`.
         *
         * Page: [channels.discovery.gates.retrieve](../../../../docs/operations/getDiscoveryGate.md)
         */
        readonly retrieve: OperationMethod<'getDiscoveryGate'>;
      };
      /**
       * Read the discovery tree of gates, filters and capabilities.
       *
       * Returns the discovery tree: `filters` (countries, tokens, currencies, categories, chains, service
       * types), `gates` and `updatedAt`.
       *
       * - Route: `GET /channels/discovery` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 503: Discovery is temporarily unavailable.
       *
       * Narrow a caught error with `client.channels.discovery.retrieve.isError(error, code)`.
       *
       * Page: [channels.discovery.retrieve](../../../../docs/operations/getDiscovery.md)
       */
      readonly retrieve: OperationMethod<'getDiscovery'>;
    };
    /**
     * Run a capability and create its transaction.
     *
     * Body `capabilityId`, optional `targetAddress` (defaults to the team default wallet when configured),
     * `amount` and `params`. Returns `{ txId, channelTableType, recordId, walletFlow, providerPayload }`;
     * `providerPayload` is channel-specific and omitted for some internal flows. When the service can sign
     * for the wallet the transfer may complete server-side; otherwise the response carries transaction
     * data for the user to sign.
     *
     * - Route: `POST /channels/execute` (success 201)
     * - Auth: Session; context from session
     * - Errors:
     *   - 400: Invalid input.
     *   - 403: Capability missing or disabled, or access denied.
     *   - 500: Execution failed.
     *   - 501: Adapter does not support execute.
     *
     * Narrow a caught error with `client.channels.execute.isError(error, code)`.
     *
     * Page: [channels.execute](../../../../docs/operations/executeChannel.md)
     */
    readonly execute: OperationMethod<'executeChannel'>;
    /**
     * Operations under `client.channels.fees`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly fees: {
      /**
       * Read the fee configuration of a channel.
       *
       * Query `channelSlug` is required. Returns the fee configuration: `send` and `request` entries plus
       * `minSurchargeBps` and `minCommissionBps`.
       *
       * - Route: `GET /v1/channels/fees` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400: Missing or invalid channelSlug.
       *   - 400: Missing context.
       *   - 500: Fee lookup failed.
       *
       * Narrow a caught error with `client.channels.fees.retrieve.isError(error, code)`.
       *
       * Page: [channels.fees.retrieve](../../../../docs/operations/getChannelFees.md)
       */
      readonly retrieve: OperationMethod<'getChannelFees'>;
    };
    /**
     * List the channels available to the app, optionally filtered.
     *
     * Optional query filters `country`, `fiat_asset`, `crypto_asset`, `service_type` (`onramp` or
     * `offramp`) and `category`. Returns an array of channel summaries (`name`, `slug`, `methods`).
     *
     * - Route: `GET /channels` (success 200)
     * - Auth: Key
     * - Errors:
     *   - 400: Invalid query.
     *   - 403 `CH-01`: Invalid API key.
     *   - 500: Channel lookup failed.
     *
     * Narrow a caught error with `client.channels.list.isError(error, code)`.
     *
     * Page: [channels.list](../../../../docs/operations/listChannels.md)
     */
    readonly list: OperationMethod<'listChannels'>;
    /**
     * Operations under `client.channels.methods`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly methods: {
      /**
       * List the methods of a channel with their parameters.
       *
       * Optional query `method` restricts `methods` to that one. Returns `{ channelId, slug, methods }`,
       * each method with its `httpMethod` and `params` (`type`, `required`).
       *
       * - Route: `GET /channels/methods/{channelSlug}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid input.
       *   - 403: Channel not available.
       *   - 404: Channel or method not found.
       *   - 500: Method lookup failed.
       *
       * Narrow a caught error with `client.channels.methods.list.isError(error, code)`.
       *
       * Page: [channels.methods.list](../../../../docs/operations/listChannelMethods.md)
       */
      readonly list: OperationMethod<'listChannelMethods'>;
      /**
       * Describe one method of a channel.
       *
       * Returns the method map for that method.
       *
       * - Route: `GET /channels/{channelSlug}/method/{methodName}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid input.
       *   - 403 `CH-01`: Invalid API key.
       *   - 403 `CH-03`: Channel not available for app.
       *   - 404 `CH-02`: Method not found.
       *   - 500: Method lookup failed.
       *
       * Narrow a caught error with `client.channels.methods.retrieve.isError(error, code)`.
       *
       * Page: [channels.methods.retrieve](../../../../docs/operations/getChannelMethod.md)
       */
      readonly retrieve: OperationMethod<'getChannelMethod'>;
    };
    /**
     * Operations under `client.channels.onboarding`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly onboarding: {
      /**
       * Mark the onboarding of a channel as complete.
       *
       * Body `channelId`. Returns `{ scope, channelId }`, where `scope` is `team` or `user`.
       *
       * - Route: `POST /channels/onboarding/complete` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400: Invalid input.
       *   - 403: Access denied.
       *   - 404: Channel not found.
       *   - 500: Onboarding update failed.
       *
       * Narrow a caught error with `client.channels.onboarding.complete.isError(error, code)`.
       *
       * Page: [channels.onboarding.complete](../../../../docs/operations/completeChannelOnboarding.md)
       */
      readonly complete: OperationMethod<'completeChannelOnboarding'>;
    };
    /**
     * Quote a capability before executing it.
     *
     * Profile context is mandatory (session, both headers, or a profile-and-team-scoped key). Body as for
     * execute: `capabilityId`, optional `targetAddress`, `amount`, `params`. Returns `{ capabilityId,
     * channelSlug, serviceType, selection, quote }`, with `context` only when the adapter supplies it.
     *
     * - Route: `POST /channels/quote` (success 200)
     * - Auth: Header context; context from session, headers, profileKey
     * - Errors:
     *   - 400: Invalid client input.
     *   - 401: Missing session or profile context.
     *   - 403: Capability missing or disabled.
     *   - 429: Rate limit exceeded.
     *   - 500: Unexpected failure.
     *   - 501: Adapter or quote not supported.
     *
     * Narrow a caught error with `client.channels.quote.isError(error, code)`.
     *
     * Page: [channels.quote](../../../../docs/operations/quoteChannel.md)
     */
    readonly quote: OperationMethod<'quoteChannel'>;
    /**
     * Describe a channel and its methods.
     *
     * Public. Returns `{ channelSlug, methods }`, each method with its `httpMethod`, `description` and
     * `parameters`.
     *
     * - Route: `GET /channels/{channelSlug}` (success 200)
     * - Auth: Public
     * - Errors:
     *   - 404 `CH-01`: Channel not found.
     *
     * Narrow a caught error with `client.channels.retrieve.isError(error, code)`.
     *
     * Page: [channels.retrieve](../../../../docs/operations/getChannel.md)
     */
    readonly retrieve: OperationMethod<'getChannel'>;
    /**
     * Operations under `client.channels.transactions`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly transactions: {
      /**
       * Read a transaction of a channel with its detail and next steps.
       *
       * Returns `{ tx, detail, actionNeeded, steps }`, plus `team` (`id`, `name`, `image`) and `offers` when
       * available.
       *
       * - Route: `GET /channels/{channelSlug}/{txId}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid input.
       *   - 403 `CHID#GET-01`: Invalid API key.
       *   - 404 `CHID#GET-03`: Transaction not found.
       *   - 500: Transaction lookup failed.
       *
       * Narrow a caught error with `client.channels.transactions.retrieve.isError(error, code)`.
       *
       * Page: [channels.transactions.retrieve](../../../../docs/operations/getChannelTransaction.md)
       */
      readonly retrieve: OperationMethod<'getChannelTransaction'>;
    };
    /**
     * Validate one capability parameter before quoting or executing.
     *
     * Body `paramKey`, `value` (any JSON value) and `capabilityId`, all required. Context is optional: an
     * app-level key alone is accepted and the adapter receives the key team id when available. The result
     * is adapter-defined; a signed-input validator returns `{ ok, signature }`, and the value and
     * signature are then sent together in execute params.
     *
     * - Route: `POST /channels/{channelSlug}/validate` (success 200)
     * - Auth: Optional context; context from session, headers, profileKey, teamKey
     * - Errors:
     *   - 400: Invalid input or value.
     *   - 500: Validation failed.
     *
     * Narrow a caught error with `client.channels.validate.isError(error, code)`.
     *
     * Page: [channels.validate](../../../../docs/operations/validateChannelParam.md)
     */
    readonly validate: OperationMethod<'validateChannelParam'>;
  };
  /**
   * Operations under `client.compliance`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly compliance: {
    /**
     * Operations under `client.compliance.checkout`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly checkout: {
      /**
       * Create a checkout session for the compliance fee.
       *
       * Optional body `successUrl` and `cancelUrl` (valid URLs) override the configured redirect URLs; both
       * resolved URLs must exist. Returns `{ checkoutUrl, sessionId, mode }`, `checkoutUrl` nullable and
       * `mode` `subscription`. Context comes from a valid session, else both profile/team headers validated
       * as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is
       * needed.
       *
       * - Route: `POST /v1/compliance/checkout` (success 200)
       * - Auth: Header context; context from session, headers, profileKey, teamKey
       * - Errors:
       *   - 400 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01`: Missing context.
       *   - 404 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02`: Profile not found.
       *   - 400 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03`: Missing redirect URLs.
       *   - 500 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04`: Checkout session creation failed.
       *   - 500 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05`: Native channel not found.
       *   - 400 `APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06`: Invalid JSON or body.
       *   - 401: Invalid context.
       *   - 500: Propagated failure.
       *
       * Narrow a caught error with `client.compliance.checkout.create.isError(error, code)`.
       *
       * Page: [compliance.checkout.create](../../../../docs/operations/createComplianceCheckout.md)
       */
      readonly create: OperationMethod<'createComplianceCheckout'>;
    };
    /**
     * Get or create the on-chain compliance-fee payment request of the team.
     *
     * No body. Returns `amountUsd`, `customId` and the payment request fields (for a pending request `id`,
     * `url` and `embedUrl`). Context comes from a valid session, else both profile/team headers validated
     * as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is
     * needed.
     *
     * - Route: `POST /v1/compliance/pay-via-request` (success 200)
     * - Auth: Header context; context from session, headers, profileKey, teamKey
     * - Errors:
     *   - 400 `APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01`: Missing context.
     *   - 404 `APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02`: Payer profile not found.
     *   - 500 `APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03`: The configured fee-maker profile id is
     *     missing.
     *   - 404 `APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04`: Maker profile not found.
     *   - 500 `APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05`: Native channel not found.
     *   - 401: Invalid context.
     *   - 500: Propagated failure.
     *
     * Narrow a caught error with `client.compliance.payViaRequest.isError(error, code)`.
     *
     * Page: [compliance.payViaRequest](../../../../docs/operations/payComplianceViaRequest.md)
     */
    readonly payViaRequest: OperationMethod<'payComplianceViaRequest'>;
  };
  /**
   * Operations under `client.config`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly config: {
    /**
     * Operations under `client.config.bankFields`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly bankFields: {
      /**
       * List the bank-field schema of each country.
       *
       * Query `countries` is an optional comma-separated list of alpha-2 codes (trimmed, uppercased,
       * deduplicated); omitted means all.
       *
       * - Route: `GET /v1/config/bank` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Empty, malformed or unsupported country codes.
       *   - 500: Configuration lookup failed.
       *
       * Narrow a caught error with `client.config.bankFields.list.isError(error, code)`.
       *
       * Page: [config.bankFields.list](../../../../docs/operations/getBankConfigurations.md)
       */
      readonly list: OperationMethod<'getBankConfigurations'>;
    };
    /**
     * Operations under `client.config.chains`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly chains: {
      /**
       * List the supported chains, each with its tokens.
       *
       * No parameters. Returns `{ chains[] }`, each chain with its `tokens[]`; when the token lookup of a
       * chain fails, its `tokens` is an empty array.
       *
       * - Route: `GET /v1/config/chains` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 500: Chain lookup failed.
       *
       * Narrow a caught error with `client.config.chains.list.isError(error, code)`.
       *
       * Page: [config.chains.list](../../../../docs/operations/listChains.md)
       */
      readonly list: OperationMethod<'listChains'>;
    };
    /**
     * Operations under `client.config.countries`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly countries: {
      /**
       * List the currencies and banks of one country.
       *
       * Query `country` (required alpha-2 code, trimmed and uppercased). Returns `{ country, currencies[] {
       * code, symbol }, banks[] { slug, name, code } }`, where each currency `symbol` equals its `code`.
       *
       * - Route: `GET /v1/config/countries/banks` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Missing or malformed country code.
       *   - 404: Country absent or without banks.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.config.countries.banks.isError(error, code)`.
       *
       * Page: [config.countries.banks](../../../../docs/operations/listCountryBanks.md)
       */
      readonly banks: OperationMethod<'listCountryBanks'>;
      /**
       * List the supported countries.
       *
       * Public. Query `all`: only the literal `true` also includes countries without banks; other values are
       * ignored. Returns `{ countries[] }` with code, name, flag, language and currencies (a string array or
       * null).
       *
       * - Route: `GET /v1/config/countries` (success 200)
       * - Auth: Public
       * - Errors:
       *   - 500: Country lookup failed.
       *
       * Narrow a caught error with `client.config.countries.list.isError(error, code)`.
       *
       * Page: [config.countries.list](../../../../docs/operations/listCountries.md)
       */
      readonly list: OperationMethod<'listCountries'>;
    };
    /**
     * Operations under `client.config.tokens`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly tokens: {
      /**
       * List the supported tokens, each with the chains it lives on.
       *
       * No parameters. The inverse nesting of GET /v1/config/chains: returns `{ tokens[] }`, each token with
       * its `chains[]` (address, decimals and token type per chain); when the chain lookup of a token fails,
       * its `chains` is an empty array.
       *
       * - Route: `GET /v1/config/chains/tokens` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 500: Token lookup failed.
       *
       * Narrow a caught error with `client.config.tokens.list.isError(error, code)`.
       *
       * Page: [config.tokens.list](../../../../docs/operations/listTokens.md)
       */
      readonly list: OperationMethod<'listTokens'>;
    };
    /**
     * Operations under `client.config.username`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly username: {
      /**
       * Check whether a username is free.
       *
       * Query `username` (required; at least 4 characters; letters, digits, `-` and `_`; cannot start with
       * `api_` in any case), normalised to trimmed lowercase. Returns `{ available }`.
       *
       * - Route: `GET /v1/config/username` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Missing or malformed username.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.config.username.checkAvailability.isError(error, code)`.
       *
       * Page: [config.username.checkAvailability](../../../../docs/operations/checkUsernameAvailability.md)
       */
      readonly checkAvailability: OperationMethod<'checkUsernameAvailability'>;
    };
  };
  /**
   * Operations under `client.core`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly core: {
    /**
     * Operations under `client.core.requests`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly requests: {
      /**
       * Create a native payment request.
       *
       * Creates a payment request for `amount` to `targetAddress`. `channelParams` may carry `customId`,
       * `note`, `requestedChain`, `requestedToken`, `currencyToken` and `addedFee` (object or null). Returns
       * the request id, its payment `url` and `embedUrl`, the transaction id and `channelTableType`
       * `ch_core_request`.
       *
       * - Route: `POST /channel/core/request/create` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 403 `CH-01`: Invalid API key.
       *   - 401: Missing or invalid session, or no usable context.
       *   - 403 `CH-02`: Invalid profile or team access.
       *   - 400 `CH-03`: Invalid request body.
       *   - 403 `CH-04`: Channel not available for the app.
       *   - 400 `CH-06`: Invalid channel parameters.
       *   - 500 `CH-07`: Channel function failed.
       *
       * Narrow a caught error with `client.core.requests.create.isError(error, code)`.
       *
       * Page: [core.requests.create](../../../../docs/operations/createPaymentRequest.md)
       */
      readonly create: OperationMethod<'createPaymentRequest'>;
      /**
       * Download the PDF invoice of a completed payment request.
       *
       * Returns the invoice of the payment request as PDF bytes, rendered in the optional `language`. The
       * request must be completed.
       *
       * - Route: `GET /v1/core/request/{id}/invoice-pdf` (success 200)
       * - Auth: Key
       * - Returns the response body as bytes
       * - Errors:
       *   - 404 `1`: Payment request not found.
       *   - 400 `2`: Payment request not completed.
       *   - 500 `3`: Failed to read the invoice template.
       *   - 500 `4`: Failed to generate the PDF.
       *
       * Narrow a caught error with `client.core.requests.invoicePdf.isError(error, code)`.
       *
       * Page: [core.requests.invoicePdf](../../../../docs/operations/getPaymentRequestInvoicePdf.md)
       */
      readonly invoicePdf: OperationMethod<'getPaymentRequestInvoicePdf'>;
      /**
       * Notify the client of a payment request.
       *
       * Sends a notification about the payment request to its client. Body and response are not documented.
       *
       * - Route: `POST /v1/core/request/{id}/notify-client` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 403: The key is scoped to another team than the request's maker (`PAYMENT_REQUEST_FORBIDDEN`).
       *   - 409: The payment request is already completed or failed (`PAYMENT_REQUEST_CLOSED`).
       *
       * Narrow a caught error with `client.core.requests.notifyClient.isError(error, code)`.
       *
       * Page: [core.requests.notifyClient](../../../../docs/operations/notifyPaymentRequestClient.md)
       */
      readonly notifyClient: OperationMethod<'notifyPaymentRequestClient'>;
      /**
       * Pay a payment request (payer flow).
       *
       * Starts payment of the request by `sender` on `chain` with `token`. Rejected when the request is
       * already `completed` or `failed`. Returns the request `{ id, status }`, the transaction `{ id, status
       * }` and the team `{ id, name }`.
       *
       * - Route: `POST /channel/core/request/{id}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 404 `1`: Payment request not found.
       *   - 404 `2`: Transaction not found.
       *   - 404 `3`: Action not found.
       *   - 400 `4`: Invalid HTTP method.
       *   - 400 `5`: Invalid request body.
       *   - 400: `sender` lacks the tokens the payment and its fee take (`INSUFFICIENT_BALANCE`), or the gas
       *     of their transfers (`INSUFFICIENT_GAS`).
       *   - 409: The payment request is already completed or failed (`PAYMENT_REQUEST_CLOSED`), a payment of
       *     it waits for its confirmation (`PAYMENT_REQUEST_PAYMENT_PENDING`), or it has no wallet to receive
       *     the payment (`PAYMENT_REQUEST_NO_TARGET`).
       *
       * Narrow a caught error with `client.core.requests.pay.isError(error, code)`.
       *
       * Page: [core.requests.pay](../../../../docs/operations/payPaymentRequest.md)
       */
      readonly pay: OperationMethod<'payPaymentRequest'>;
      /**
       * Read a payment request.
       *
       * Returns the transaction (`txs`, `channel`, `token`, `chain`), the request `detail`, the requesting
       * `profile` and its `team` (omitted when unavailable), plus `offers` for OTC-correlated transactions.
       *
       * - Route: `GET /channel/core/request/{id}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 404 `1`: Payment request not found.
       *   - 404 `2`: Transaction not found.
       *   - 404 `3`: Action not found.
       *   - 400 `4`: Invalid HTTP method.
       *   - 400 `5`: Invalid request body.
       *
       * Narrow a caught error with `client.core.requests.retrieve.isError(error, code)`.
       *
       * Page: [core.requests.retrieve](../../../../docs/operations/getPaymentRequest.md)
       */
      readonly retrieve: OperationMethod<'getPaymentRequest'>;
    };
    /**
     * Operations under `client.core.sends`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly sends: {
      /**
       * Read the contracts used by sends.
       *
       * Returns the send contracts. Request parameters and response are not documented.
       *
       * - Route: `GET /v1/core/send/contracts` (success 200)
       * - Auth: Key
       * - Errors:
       *
       * Narrow a caught error with `client.core.sends.contracts.isError(error, code)`.
       *
       * Page: [core.sends.contracts](../../../../docs/operations/listSendContracts.md)
       */
      readonly contracts: OperationMethod<'listSendContracts'>;
      /**
       * Create a send to one or many recipients.
       *
       * Creates a send and returns the transactions to run: `transactions` and `gasTransactions`, the chain
       * and contract, whether the token allowance is already enough (`allowanceOk`), whether gas sponsorship
       * is needed, and the total token and native gas amounts required.
       *
       * - Route: `POST /channel/core/send/create` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 403 `CH-01`: Invalid API key.
       *   - 401: Missing or invalid session, or no usable context.
       *   - 403 `CH-02`: Invalid profile or team access.
       *   - 400 `CH-03`: Invalid request body.
       *   - 403 `CH-04`: Channel not available for the app.
       *   - 400 `CH-06`: Invalid channel parameters.
       *   - 500 `CH-07`: Channel function failed.
       *
       * Narrow a caught error with `client.core.sends.create.isError(error, code)`.
       *
       * Page: [core.sends.create](../../../../docs/operations/createSend.md)
       */
      readonly create: OperationMethod<'createSend'>;
      /**
       * Prepare a gas-sponsored transaction of a send for signing.
       *
       * Prepares transaction `txIndex` (default 0) of the send for sponsored submission. Returns
       * `prepareId`, its expiry `expiresAtMs`, the server `attestation`, the EIP-712 `typedData` to sign and
       * the `signerAddress` expected to sign it.
       *
       * - Route: `POST /channel/core/send/{id}/prepare-sponsored-tx` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400: Invalid input.
       *   - 403: Access denied.
       *   - 404: Send or transaction not found.
       *   - 409: The transaction cannot be prepared in its current state.
       *   - 500: Preparation failed.
       *
       * Narrow a caught error with `client.core.sends.prepareSponsoredTx.isError(error, code)`.
       *
       * Page: [core.sends.prepareSponsoredTx](../../../../docs/operations/prepareSponsoredSendTx.md)
       */
      readonly prepareSponsoredTx: OperationMethod<'prepareSponsoredSendTx'>;
      /**
       * Preview a send without creating it.
       *
       * Creates nothing; used for fee, sponsorship and balance checks. `channelParams` takes `chain`,
       * `token`, `currencyToken` (string or null), `gasConversionUsd` (non-negative number or null) and
       * `recipients` (at least one, each with a positive `amount` and either an `address` or a `vudyTag`).
       *
       * - Route: `POST /channel/core/send/preview` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 403 `CH-01`: Invalid API key.
       *   - 403 `CH-04`: Channel not available for the app.
       *   - 400 `APP_CHANNEL_CORE_SEND_PREVIEW#2`: Invalid parameters.
       *
       * Narrow a caught error with `client.core.sends.preview.isError(error, code)`.
       *
       * Page: [core.sends.preview](../../../../docs/operations/previewSend.md)
       */
      readonly preview: OperationMethod<'previewSend'>;
      /**
       * Process one regular or gas transaction of a send.
       *
       * Processes transaction `txIndex` of the `regular` or `gas` list of the send. Wallets the service can
       * sign for are signed and sent; client wallets get the payload to sign.
       *
       * - Route: `POST /channel/core/send/{id}/process-send-tx` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400: The sending wallet lacks the tokens (`SEND_INSUFFICIENT_BALANCE`) or the gas
       *     (`SEND_INSUFFICIENT_GAS`) of the transaction.
       *   - 403: The caller may not act on the send: another team, a viewer, or a wallet it may not use
       *     (`SEND_ACCESS_DENIED`).
       *   - 409: The transaction was already submitted (`SEND_TX_ALREADY_PROCESSED`), or the send executor
       *     may move less of the wallet's tokens than it needs (`SEND_ALLOWANCE_INSUFFICIENT`).
       *
       * Narrow a caught error with `client.core.sends.processSendTx.isError(error, code)`.
       *
       * Page: [core.sends.processSendTx](../../../../docs/operations/processSendTx.md)
       */
      readonly processSendTx: OperationMethod<'processSendTx'>;
      /**
       * Submit a gas-sponsored transaction of a send.
       *
       * With a `prepareId` (from prepare-sponsored-tx), `attestation` and `userSignature` are required and
       * the signed transaction is submitted. Without `prepareId`, a valid session is required and
       * transaction `txIndex` (default 0) is signed by the service.
       *
       * - Route: `POST /channel/core/send/{id}/process-sponsored-tx` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400: The preparation has expired (`SEND_PREPARE_EXPIRED`) or is for another `txIndex`
       *     (`SEND_PREPARE_TX_MISMATCH`), `userSignature` is not a signature (`SEND_SIGNATURE_MALFORMED`) or
       *     fails verification (`SEND_SIGNATURE_INVALID`), or the sending wallet lacks the tokens
       *     (`SEND_INSUFFICIENT_BALANCE`).
       *   - 401: Without a `prepareId`, no valid session (`SESSION_REQUIRED`).
       *   - 403: The caller may not act on the send (`SEND_ACCESS_DENIED`), the attestation is not the
       *     preparation's (`SEND_ATTESTATION_INVALID`), or another key than the wallet's signed
       *     (`SEND_SIGNER_MISMATCH`).
       *   - 409: A client wallet without a prepared signature (`SEND_SIGNATURE_REQUIRED`); the preparation
       *     (`SEND_PREPARE_USED`), the signed nonce (`SEND_NONCE_USED`) or the transaction
       *     (`SEND_TX_ALREADY_PROCESSED`) already used; or the send executor may move less than the
       *     transaction needs (`SEND_ALLOWANCE_INSUFFICIENT`).
       *
       * Narrow a caught error with `client.core.sends.processSponsoredTx.isError(error, code)`.
       *
       * Page: [core.sends.processSponsoredTx](../../../../docs/operations/processSponsoredSendTx.md)
       */
      readonly processSponsoredTx: OperationMethod<'processSponsoredSendTx'>;
    };
    /**
     * Operations under `client.core.tags`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly tags: {
      /**
       * Resolve tags to display names and wallet addresses.
       *
       * Resolves the given `tags` (and/or an `address`) to a display name and wallet address per tag.
       *
       * - Route: `GET /channel/core/tag` (success 200)
       * - Auth: Key
       * - Errors:
       *
       * Narrow a caught error with `client.core.tags.resolve.isError(error, code)`.
       *
       * Page: [core.tags.resolve](../../../../docs/operations/resolveTags.md)
       */
      readonly resolve: OperationMethod<'resolveTags'>;
    };
  };
  /**
   * Operations under `client.kyc`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly kyc: {
    /**
     * Operations under `client.kyc.sessions`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly sessions: {
      /**
       * Start an identity verification session.
       *
       * Body `email` (valid, required) and `metadata` (object, default `{}`). An admin profile of a business
       * team starts the team KYB workflow; every other profile starts user KYC. Returns `{ sessionUrl,
       * verificationId, status }` with the status lowercased (for example `not started`). Staging
       * environments can return an immediately approved demo session.
       *
       * - Route: `POST /v1/kyc/session` (success 201)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_KYC_SESSION_ROUTE_01`: Missing profile/team context.
       *   - 400: Invalid body.
       *   - 404 `APP_V1_KYC_SESSION_ROUTE_04`: Profile not found.
       *   - 404: Lookup failed (propagated).
       *   - 500: Provider session or record creation failed.
       *
       * Narrow a caught error with `client.kyc.sessions.create.isError(error, code)`.
       *
       * Page: [kyc.sessions.create](../../../../docs/operations/createKycSession.md)
       */
      readonly create: OperationMethod<'createKycSession'>;
    };
    /**
     * Operations under `client.kyc.status`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly status: {
      /**
       * Read the verification status of the session profile.
       *
       * An admin profile of a business team reads the team KYB status; every other profile reads user KYC.
       * Returns `{ isVerified, status, verification }`; with no record, `isVerified` is false, `status` is
       * `none` and `verification` is null.
       *
       * - Route: `GET /v1/kyc/status` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_KYC_STATUS_ROUTE_01`: Missing profile/team context.
       *   - 404 `APP_V1_KYC_STATUS_ROUTE_02`: Profile not found.
       *   - 404: Lookup failed (propagated).
       *   - 500: Lookup failed (propagated).
       *
       * Narrow a caught error with `client.kyc.status.retrieve.isError(error, code)`.
       *
       * Page: [kyc.status.retrieve](../../../../docs/operations/getKycStatus.md)
       */
      readonly retrieve: OperationMethod<'getKycStatus'>;
    };
    /**
     * Operations under `client.kyc.verifications`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly verifications: {
      /**
       * List the user KYC verification records, newest first.
       *
       * User KYC records only; there is no switch to the team KYB workflow. Not paginated.
       *
       * - Route: `GET /v1/kyc/verifications` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_KYC_VERIFICATIONS_ROUTE_01`: Missing profile/team context.
       *   - 404 `APP_V1_KYC_VERIFICATIONS_ROUTE_04`: Profile not found.
       *   - 404: Lookup failed (propagated).
       *   - 500: Lookup failed (propagated).
       *
       * Narrow a caught error with `client.kyc.verifications.list.isError(error, code)`.
       *
       * Page: [kyc.verifications.list](../../../../docs/operations/listKycVerifications.md)
       */
      readonly list: OperationMethod<'listKycVerifications'>;
    };
  };
  /**
   * Operations under `client.maintenance`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly maintenance: {
    /**
     * Read the platform maintenance status.
     *
     * Public; always answers 200 with `status` one of `ok`, `limited` or `maintenance`.
     *
     * - Route: `GET /v1/maintenance` (success 200)
     * - Auth: Public
     * - Errors:
     *
     * Narrow a caught error with `client.maintenance.retrieve.isError(error, code)`.
     *
     * Page: [maintenance.retrieve](../../../../docs/operations/getMaintenance.md)
     */
    readonly retrieve: OperationMethod<'getMaintenance'>;
  };
  /**
   * Operations under `client.notifications`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly notifications: {
    /**
     * List the notifications of the context team.
     *
     * The team comes from the key's team when it has one, else the session's current team (falling back to
     * the first team of the profile); header values do not select it, so an app-level key with headers and
     * no session has no usable team. Query `type` (only `default`, the default), `limit` (integer 1 to
     * 100), `exclusiveStartKey` (the `lastEvaluatedKey` of the previous page) and `profileId`, which keeps
     * only the notifications that profile has not seen; it is applied after `limit`, so a page may be
     * shorter. Returns `{ items[], lastEvaluatedKey }`, the cursor absent on the last page.
     *
     * - Route: `GET /v1/notifications` (success 200)
     * - Auth: Key + context (session, both headers, or profile-and-team-scoped key); context from session,
     *   headers, profileKey, teamKey
     * - Paged (cursor): await it for one page, or `for await` over it for every item
     * - Errors:
     *   - 400: Invalid type or limit, or no usable team.
     *   - 401: Missing or invalid context.
     *   - 500: Lookup failed.
     *
     * Narrow a caught error with `client.notifications.list.isError(error, code)`.
     *
     * Page: [notifications.list](../../../../docs/operations/listNotifications.md)
     */
    readonly list: OperationMethod<'listNotifications'>;
    /**
     * Mark one, several or all notifications as seen, or delete one.
     *
     * Path `notificationId` is a notification sort key (URL-encoded), or the literal `all` (at most 1,000
     * notifications) or `multiple`. Query `ids` (required with `multiple`: a non-empty JSON string array
     * or comma-separated ids) and `delete` (only `true` deletes; single notification only, and the session
     * profile must be a team admin). No body. A notification is deleted automatically once every non-API
     * member of the team has seen it. The data depends on the variant: single or already seen `{
     * markedAsSeen, notification }`; auto-deleted `{ markedAsSeen, deleted, notificationId, message }`;
     * admin delete `{ deleted, notificationId }`; `all` `{ markedAsSeen, count, deletedCount, message }`;
     * `multiple` `{ markedAsSeen, count, invalidIds, deletedCount, message }`.
     *
     * - Route: `POST /v1/notifications/{notificationId}/seen` (success 200)
     * - Auth: Session; context from session
     * - Errors:
     *   - 400: Missing session team or profile, missing id, invalid `ids`, or deletion requested with
     *     `all` or `multiple`.
     *   - 403: Single deletion by a non-admin profile.
     *   - 404: Single notification not found.
     *   - 500: Update failed.
     *
     * Narrow a caught error with `client.notifications.markSeen.isError(error, code)`.
     *
     * Page: [notifications.markSeen](../../../../docs/operations/markNotificationSeen.md)
     */
    readonly markSeen: OperationMethod<'markNotificationSeen'>;
  };
  /**
   * Operations under `client.otc`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly otc: {
    /**
     * Operations under `client.otc.allowance`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly allowance: {
      /**
       * Compare the escrow-factory allowance with a required amount.
       *
       * Body `chainId`, `tokenAddress`, `senderAddress` and `amountToCheck`. Compares the current
       * escrow-factory allowance of the sender with the required amount. Response data shape not shown.
       *
       * - Route: `POST /v1/otc/allowance/check` (success 200)
       * - Auth: Key + WRITE; key permission WRITE
       * - Errors:
       *
       * Narrow a caught error with `client.otc.allowance.check.isError(error, code)`.
       *
       * Page: [otc.allowance.check](../../../../docs/operations/checkOtcAllowance.md)
       */
      readonly check: OperationMethod<'checkOtcAllowance'>;
    };
    /**
     * Operations under `client.otc.gating`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly gating: {
      /**
       * Read the OTC access gating of the acting profile and team.
       *
       * Response data shape not shown.
       *
       * - Route: `GET /v1/otc/gating` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *
       * Narrow a caught error with `client.otc.gating.retrieve.isError(error, code)`.
       *
       * Page: [otc.gating.retrieve](../../../../docs/operations/getOtcGating.md)
       */
      readonly retrieve: OperationMethod<'getOtcGating'>;
    };
    /**
     * Operations under `client.otc.offers`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly offers: {
      /**
       * Accept an offer on an OTC request and create its escrow.
       *
       * Body `offerId` and `userSignature`. Validates the signature and creates the escrow contract
       * on-chain. Returns `{ escrowAddress, txHash, offerId, requestId }`.
       *
       * - Route: `POST /channel/core/otc/{id}/accept-offer` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: The signature is malformed (`OTC_SIGNATURE_MALFORMED`), its signed data has expired
       *     (`OTC_SIGNATURE_EXPIRED`), or it fails verification otherwise (`OTC_SIGNATURE_INVALID`); or the
       *     paying wallet (the request's for `sell`, the provider's for `buy`) allows the escrow factory less
       *     than the offer's tokens (`OTC_ALLOWANCE_INSUFFICIENT`) or holds less (`OTC_INSUFFICIENT_BALANCE`).
       *   - 403: The caller's team did not create the request (`OTC_ACCESS_DENIED`), or the signature is not
       *     the request wallet's (`OTC_SIGNER_MISMATCH`).
       *   - 409: The request no longer takes offers (`OTC_REQUEST_NOT_OPEN`), or the offer is no longer
       *     pending (`OTC_OFFER_NOT_PENDING`).
       *
       * Narrow a caught error with `client.otc.offers.accept.isError(error, code)`.
       *
       * Page: [otc.offers.accept](../../../../docs/operations/acceptOtcOffer.md)
       */
      readonly accept: OperationMethod<'acceptOtcOffer'>;
      /**
       * Reject an offer on an OTC request.
       *
       * Body `offerId`. Only the team that created the request may reject. Returns `{ offerId, status:
       * "rejected" }`.
       *
       * - Route: `POST /channel/core/otc/{id}/reject-offer` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid input, or the offer is no longer pending (`OTC_OFFER_NOT_PENDING`).
       *   - 401: Missing or invalid context.
       *   - 403: Caller team did not create the request.
       *   - 404: Request or offer not found.
       *   - 500: Rejection failed.
       *
       * Narrow a caught error with `client.otc.offers.reject.isError(error, code)`.
       *
       * Page: [otc.offers.reject](../../../../docs/operations/rejectOtcOffer.md)
       */
      readonly reject: OperationMethod<'rejectOtcOffer'>;
    };
    /**
     * Operations under `client.otc.proofs`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly proofs: {
      /**
       * Deny the proof of one split of an OTC request.
       *
       * Body `splitIndex`, `walletAddress`, `signature` and optional `reason`. On success the request moves
       * to `conflict`. Returns `{ requestId, splitIndex, reason, txHash, status }`.
       *
       * - Route: `POST /channel/core/otc/{id}/deny-proof` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: `walletAddress` is not the escrowing wallet (`OTC_WALLET_MISMATCH`), or the signature is
       *     malformed (`OTC_SIGNATURE_MALFORMED`), its signed data has expired (`OTC_SIGNATURE_EXPIRED`), or
       *     it fails verification otherwise (`OTC_SIGNATURE_INVALID`).
       *   - 403: The caller's team is neither the creator nor the accepted provider of the request
       *     (`OTC_ACCESS_DENIED`), or the signature is not the escrowing wallet's (`OTC_SIGNER_MISMATCH`).
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split has no submitted proof to deny
       *     (`OTC_SPLIT_NOT_AWAITING_VERIFICATION`).
       *
       * Narrow a caught error with `client.otc.proofs.deny.isError(error, code)`.
       *
       * Page: [otc.proofs.deny](../../../../docs/operations/denyOtcProof.md)
       */
      readonly deny: OperationMethod<'denyOtcProof'>;
      /**
       * Get signed upload URLs for the proof files of one split.
       *
       * Body `fileNames` (at least one PDF or image file name) and `splitIndex`. Returns `{ uploadUrls,
       * uploadId, splitIndex }`, one signed upload URL per file.
       *
       * - Route: `POST /channel/core/otc/{id}/prepare-proof` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 403: The caller's team is neither the creator nor the accepted provider of the request
       *     (`OTC_ACCESS_DENIED`).
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split neither awaits a proof nor is disputed
       *     (`OTC_SPLIT_NOT_AWAITING_PROOF`).
       *
       * Narrow a caught error with `client.otc.proofs.prepare.isError(error, code)`.
       *
       * Page: [otc.proofs.prepare](../../../../docs/operations/prepareOtcProof.md)
       */
      readonly prepare: OperationMethod<'prepareOtcProof'>;
      /**
       * Get signed download URLs for the proof files of an OTC request.
       *
       * Returns `{ proofUrls }`, each with `filePath`, `signedUrl` and `expiresAt`.
       *
       * - Route: `GET /v1/otc/proof/{requestId}` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid request id.
       *   - 403: Access to the request denied.
       *   - 404: Request or proof not found.
       *   - 500: Proof lookup failed.
       *
       * Narrow a caught error with `client.otc.proofs.retrieve.isError(error, code)`.
       *
       * Page: [otc.proofs.retrieve](../../../../docs/operations/getOtcProof.md)
       */
      readonly retrieve: OperationMethod<'getOtcProof'>;
      /**
       * Submit the uploaded proof files of one split.
       *
       * Body `splitIndex`, `signature` and optional `forceNewProof`. Processes the uploaded proof files and
       * submits the approval transaction. Returns `{ requestId, splitIndex, txHash }`.
       *
       * - Route: `POST /channel/core/otc/{id}/submit-proof` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: No proof files were prepared for the split (`OTC_PROOF_FILES_REQUIRED`) or one is not
       *     uploaded yet (`OTC_PROOF_UPLOAD_INCOMPLETE`), or the signature is malformed
       *     (`OTC_SIGNATURE_MALFORMED`), its signed data has expired (`OTC_SIGNATURE_EXPIRED`), or it fails
       *     verification otherwise (`OTC_SIGNATURE_INVALID`).
       *   - 403: The caller's team is neither the creator nor the accepted provider of the request
       *     (`OTC_ACCESS_DENIED`), or the signature is not the fiat-paying wallet's (`OTC_SIGNER_MISMATCH`).
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split neither awaits a proof nor is disputed
       *     (`OTC_SPLIT_NOT_AWAITING_PROOF`), or it already has one (`OTC_PROOF_EXISTS`; send `forceNewProof`
       *     to replace it).
       *
       * Narrow a caught error with `client.otc.proofs.submit.isError(error, code)`.
       *
       * Page: [otc.proofs.submit](../../../../docs/operations/submitOtcProof.md)
       */
      readonly submit: OperationMethod<'submitOtcProof'>;
      /**
       * Verify the proof of one split.
       *
       * Body `splitIndex` and `signature`. Returns `{ requestId, splitIndex, txHash, status }`; `status` is
       * `verification sent` when the verification is accepted.
       *
       * - Route: `POST /channel/core/otc/{id}/verify-proof` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: The signature is malformed (`OTC_SIGNATURE_MALFORMED`), its signed data has expired
       *     (`OTC_SIGNATURE_EXPIRED`), or it fails verification otherwise (`OTC_SIGNATURE_INVALID`).
       *   - 403: The caller's team is neither the creator nor the accepted provider of the request
       *     (`OTC_ACCESS_DENIED`), or the signature is not the escrowing wallet's (`OTC_SIGNER_MISMATCH`).
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split has no submitted proof to verify
       *     (`OTC_SPLIT_NOT_AWAITING_VERIFICATION`).
       *
       * Narrow a caught error with `client.otc.proofs.verify.isError(error, code)`.
       *
       * Page: [otc.proofs.verify](../../../../docs/operations/verifyOtcProof.md)
       */
      readonly verify: OperationMethod<'verifyOtcProof'>;
    };
    /**
     * Operations under `client.otc.requests`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly requests: {
      /**
       * Create an OTC buy or sell request.
       *
       * Body `targetAddress`, `amount` and `channelParams` (`requestType` and `amountType` `buy` or `sell`,
       * `buyCurrency`, `sellCurrency`, `buyChain`, `sellChain`, `userBankId` UUID, optional `taxId` of 1 to
       * 64 letters, digits or dashes). Context comes from the session or a profile-scoped key; profile/team
       * headers are not used. Returns the OTC request row.
       *
       * - Route: `POST /channel/core/otc/create` (success 200)
       * - Auth: Session or profile-scoped key (profile/team headers not used); context from session,
       *   profileKey
       * - Errors:
       *   - 400 `CH-03`: Invalid request body.
       *   - 400 `CH-06`: Invalid channel parameters.
       *   - 401: Missing or invalid session, or no usable context.
       *   - 403 `CH-01`: Invalid API key.
       *   - 403 `CH-02`: Invalid profile or team access.
       *   - 403 `CH-04`: Channel not available for app.
       *   - 500 `CH-07`: Channel function failed.
       *
       * Narrow a caught error with `client.otc.requests.create.isError(error, code)`.
       *
       * Page: [otc.requests.create](../../../../docs/operations/createOtcRequest.md)
       */
      readonly create: OperationMethod<'createOtcRequest'>;
      /**
       * List OTC requests with filters.
       *
       * Optional query filters: `buyCurrency`, `sellCurrency`, creation and update date ranges, USD, buy and
       * sell amount ranges, `status` (repeatable, OTC statuses), `type` (`buy` or `sell`), paged by `limit`
       * and `offset`. Context comes from the session or a profile-scoped key; headers are not used. Returns
       * an array of `{ otcRequest, tx, buyToken, sellToken }`.
       *
       * - Route: `GET /v1/otc` (success 200)
       * - Auth: Session or profile-scoped key (headers not used); context from session, profileKey
       * - Paged (offset): await it for one page, or `for await` over it for every item
       * - Errors:
       *
       * Narrow a caught error with `client.otc.requests.list.isError(error, code)`.
       *
       * Page: [otc.requests.list](../../../../docs/operations/listOtcRequests.md)
       */
      readonly list: OperationMethod<'listOtcRequests'>;
    };
    /**
     * Operations under `client.otc.signatures`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly signatures: {
      /**
       * Approve a token allowance for OTC escrow.
       *
       * Body `chainId`, `tokenAddress`, `senderWallet`, `amount` (`max`, a positive number or a positive
       * numeric string) and `autoSign` (default false). Submits the approval when the session can sign,
       * otherwise returns transaction data for the client. Response data shape not shown.
       *
       * - Route: `POST /v1/otc/signatures/approve` (success 200)
       * - Auth: Session + WRITE; key permission WRITE; context from session
       * - Errors:
       *   - 400: With `autoSign`, the sender's platform wallet cannot pay the gas of the approval
       *     (`OTC_INSUFFICIENT_GAS`).
       *
       * Narrow a caught error with `client.otc.signatures.approve.isError(error, code)`.
       *
       * Page: [otc.signatures.approve](../../../../docs/operations/approveOtcAllowance.md)
       */
      readonly approve: OperationMethod<'approveOtcAllowance'>;
      /**
       * Approve one split of an OTC request.
       *
       * Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible,
       * otherwise EIP-712 typed data is returned. Response data shape not shown.
       *
       * - Route: `POST /v1/otc/signatures/approve-split` (success 200)
       * - Auth: Session + WRITE; key permission WRITE; context from session
       * - Errors:
       *   - 400: `userWalletAddress` is not the wallet whose tokens are escrowed (`OTC_WALLET_MISMATCH`), or
       *     the escrow holds less than the split's tokens (`OTC_INSUFFICIENT_BALANCE`).
       *   - 403: The caller's team is not the team whose tokens are escrowed (`OTC_ACCESS_DENIED`).
       *   - 404: No OTC request of the caller's app has the body's `otcRequestId`, or the request has no
       *     split `splitIndex`.
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split is not in a state the action applies to: a split
       *     is approved once its proof is verified (`OTC_SPLIT_NOT_VERIFIED`), and a released or refunded
       *     split is not denied (`OTC_SPLIT_SETTLED`).
       *
       * Narrow a caught error with `client.otc.signatures.approveSplit.isError(error, code)`.
       *
       * Page: [otc.signatures.approveSplit](../../../../docs/operations/approveOtcSplit.md)
       */
      readonly approveSplit: OperationMethod<'approveOtcSplit'>;
      /**
       * Sign the user's escrow creation for an OTC offer.
       *
       * Body `otcRequestId` and `offerId`. Returns `{ signature, signed }`.
       *
       * - Route: `POST /v1/otc/signatures/create-escrow/user` (success 200)
       * - Auth: Session + WRITE; key permission WRITE; context from session
       * - Errors:
       *   - 403: The caller's team did not create the request (`OTC_ACCESS_DENIED`).
       *   - 404: No OTC request of the caller's app has the body's `otcRequestId`, or the request has no
       *     offer `offerId`.
       *   - 409: The request no longer takes offers (`OTC_REQUEST_NOT_OPEN`), or the offer is no longer
       *     pending (`OTC_OFFER_NOT_PENDING`).
       *
       * Narrow a caught error with `client.otc.signatures.createEscrow.isError(error, code)`.
       *
       * Page: [otc.signatures.createEscrow](../../../../docs/operations/createOtcEscrowSignature.md)
       */
      readonly createEscrow: OperationMethod<'createOtcEscrowSignature'>;
      /**
       * Deny one split of an OTC request.
       *
       * Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible,
       * otherwise EIP-712 typed data is returned. Response data shape not shown.
       *
       * - Route: `POST /v1/otc/signatures/deny-split` (success 200)
       * - Auth: Session + WRITE; key permission WRITE; context from session
       * - Errors:
       *   - 400: `userWalletAddress` is not the wallet whose tokens are escrowed (`OTC_WALLET_MISMATCH`), or
       *     the escrow holds less than the split's tokens (`OTC_INSUFFICIENT_BALANCE`).
       *   - 403: The caller's team is not the team whose tokens are escrowed (`OTC_ACCESS_DENIED`).
       *   - 404: No OTC request of the caller's app has the body's `otcRequestId`, or the request has no
       *     split `splitIndex`.
       *   - 409: The request's escrow is not funded yet or the request is over
       *     (`OTC_REQUEST_NOT_IN_SETTLEMENT`), or the split is not in a state the action applies to: a split
       *     is approved once its proof is verified (`OTC_SPLIT_NOT_VERIFIED`), and a released or refunded
       *     split is not denied (`OTC_SPLIT_SETTLED`).
       *
       * Narrow a caught error with `client.otc.signatures.denySplit.isError(error, code)`.
       *
       * Page: [otc.signatures.denySplit](../../../../docs/operations/denyOtcSplit.md)
       */
      readonly denySplit: OperationMethod<'denyOtcSplit'>;
    };
    /**
     * Operations under `client.otc.transactions`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly transactions: {
      /**
       * List OTC transactions of the acting profile and team.
       *
       * Optional query `type`. Response data shape not shown.
       *
       * - Route: `GET /v1/otc/txs` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *
       * Narrow a caught error with `client.otc.transactions.list.isError(error, code)`.
       *
       * Page: [otc.transactions.list](../../../../docs/operations/listOtcTransactions.md)
       */
      readonly list: OperationMethod<'listOtcTransactions'>;
    };
  };
  /**
   * Operations under `client.profile`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly profile: {
    /**
     * Operations under `client.profile.banks`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly banks: {
      /**
       * Add a bank account to the session profile.
       *
       * JSON body. `accountType` is one of CHECKING, SAVINGS, BUSINESS, CURRENT, MONEY_MARKET; `country` is
       * exactly 2 characters; `currencySymbol` must resolve to a supported currency; `additionalData`
       * (default `{}`) is validated against the bank-field schema of the country (see GET /v1/config/bank).
       * Returns the created bank account.
       *
       * - Route: `POST /v1/profile/banks` (success 201)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400: Malformed body, or additional data not matching the country bank fields.
       *   - 400 `APP_V1_PROFILE_BANKS_ROUTE_01`: Missing profile/team context, or unsupported currency.
       *   - 500: Creating the bank account failed.
       *
       * Narrow a caught error with `client.profile.banks.create.isError(error, code)`.
       *
       * Page: [profile.banks.create](../../../../docs/operations/createProfileBank.md)
       */
      readonly create: OperationMethod<'createProfileBank'>;
      /**
       * Delete a bank account of the session profile.
       *
       * No body. Returns `{ deleted: true }`; a deletion failure is answered with 403 and the propagated
       * error.
       *
       * - Route: `DELETE /v1/profile/banks/{id}` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_PROFILE_BANKS_ID_ROUTE_01`: Missing profile/team context or bank id.
       *   - 403: Deletion failed (propagated).
       *
       * Narrow a caught error with `client.profile.banks.delete.isError(error, code)`.
       *
       * Page: [profile.banks.delete](../../../../docs/operations/deleteProfileBank.md)
       */
      readonly delete: OperationMethod<'deleteProfileBank'>;
      /**
       * List the bank accounts of the session profile.
       *
       * Returns an array of `{ bank, currency }` pairs for the session profile. Not paginated.
       *
       * - Route: `GET /v1/profile/banks` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_PROFILE_BANKS_ROUTE_02`: Missing profile/team context.
       *   - 500: Reading the bank accounts failed.
       *
       * Narrow a caught error with `client.profile.banks.list.isError(error, code)`.
       *
       * Page: [profile.banks.list](../../../../docs/operations/listProfileBanks.md)
       */
      readonly list: OperationMethod<'listProfileBanks'>;
      /**
       * Read one bank account of the session profile.
       *
       * The bank is found only through the current profile; there is no admin override.
       *
       * - Route: `GET /v1/profile/banks/{id}` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_PROFILE_BANKS_ID_ROUTE_01`: Missing profile/team context or bank id.
       *   - 404 `APP_V1_PROFILE_BANKS_ID_ROUTE_01`: Bank account not found.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.profile.banks.retrieve.isError(error, code)`.
       *
       * Page: [profile.banks.retrieve](../../../../docs/operations/getProfileBank.md)
       */
      readonly retrieve: OperationMethod<'getProfileBank'>;
      /**
       * Rename a bank account of the session profile.
       *
       * Body `accountName` and `accountAlias`, each optional and non-empty when given. Returns the updated
       * bank account; an update failure is answered with 404 and the propagated error.
       *
       * - Route: `PATCH /v1/profile/banks/{id}` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400: Missing profile/team context, missing bank id, or invalid body.
       *   - 404: Update failed (propagated).
       *
       * Narrow a caught error with `client.profile.banks.update.isError(error, code)`.
       *
       * Page: [profile.banks.update](../../../../docs/operations/updateProfileBank.md)
       */
      readonly update: OperationMethod<'updateProfileBank'>;
    };
    /**
     * Operations under `client.profile.image`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly image: {
      /**
       * Confirm an uploaded profile image.
       *
       * Call after uploading to the signed URL. Body `filePath` (non-empty, as returned by the upload-url
       * route). Returns `{ imageUrl }`.
       *
       * - Route: `POST /v1/profile/image` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `V1_PROFILE_IMAGE_CONFIRM_01`: Missing profile/team context.
       *   - 400: Invalid body.
       *   - 500 `V1_PROFILE_IMAGE_CONFIRM_02`: Confirming the image failed.
       *
       * Narrow a caught error with `client.profile.image.confirm.isError(error, code)`.
       *
       * Page: [profile.image.confirm](../../../../docs/operations/confirmProfileImage.md)
       */
      readonly confirm: OperationMethod<'confirmProfileImage'>;
      /**
       * Get a signed URL to upload the profile image.
       *
       * Body `fileName` (extension jpg, jpeg, png, webp or gif) and `contentType` (image/jpeg, image/jpg,
       * image/png, image/webp or image/gif). Returns `{ uploadUrl, filePath, expiresAt }`; upload the file
       * to `uploadUrl`, then confirm with POST /v1/profile/image.
       *
       * - Route: `POST /v1/profile/image/upload-url` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `V1_PROFILE_IMAGE_UPLOAD_URL_01`: Missing profile/team context.
       *   - 400: Invalid body.
       *   - 500 `V1_PROFILE_IMAGE_UPLOAD_URL_02`: Creating the upload URL failed.
       *
       * Narrow a caught error with `client.profile.image.createUploadUrl.isError(error, code)`.
       *
       * Page: [profile.image.createUploadUrl](../../../../docs/operations/createProfileImageUploadUrl.md)
       */
      readonly createUploadUrl: OperationMethod<'createProfileImageUploadUrl'>;
    };
    /**
     * Operations under `client.profile.metadata`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly metadata: {
      /**
       * Merge keys into the profile metadata.
       *
       * Body `name` (string), `image` (valid URL) and any other key, merged into the profile metadata.
       * Returns the updated profile plus `imageUrl`, which is omitted unless stored image metadata exists.
       *
       * - Route: `PATCH /v1/profile/metadata` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_PROFILE_METADATA_ROUTE_01`: Missing profile/team context.
       *   - 400: Malformed body.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.profile.metadata.update.isError(error, code)`.
       *
       * Page: [profile.metadata.update](../../../../docs/operations/updateProfileMetadata.md)
       */
      readonly update: OperationMethod<'updateProfileMetadata'>;
    };
    /**
     * Read the session profile with its banks, user, KYC state and wallets.
     *
     * Acts on the profile selected by the bearer session. Returns the profile (id, nickname, metadata,
     * role in its team, team id and name), its bank accounts paired with their currency, a user summary,
     * the KYC state and the wallets; `imageUrl` is omitted when the profile has no image.
     *
     * - Route: `GET /v1/profile` (success 200)
     * - Auth: Session; context from session
     * - Errors:
     *   - 400 `APP_V1_PROFILE_ROUTE_01`: Missing profile/team context.
     *   - 404: Profile lookup failed (propagated).
     *
     * Narrow a caught error with `client.profile.retrieve.isError(error, code)`.
     *
     * Page: [profile.retrieve](../../../../docs/operations/getProfile.md)
     */
    readonly retrieve: OperationMethod<'getProfile'>;
    /**
     * Operations under `client.profile.username`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly username: {
      /**
       * Change the nickname of the session profile.
       *
       * Body `nickname` (required, 4 to 50 characters, letters, digits, `_` and `-`, cannot start with
       * `api_`). Returns the updated profile; any update failure, a conflict included, is answered with 409
       * and the propagated error.
       *
       * - Route: `PATCH /v1/profile/username` (success 200)
       * - Auth: Session; context from session
       * - Errors:
       *   - 400 `APP_V1_PROFILE_USERNAME_ROUTE_01`: Missing profile/team context.
       *   - 400: Malformed body.
       *   - 409: Update failed, for example the nickname is taken (propagated).
       *
       * Narrow a caught error with `client.profile.username.update.isError(error, code)`.
       *
       * Page: [profile.username.update](../../../../docs/operations/updateProfileUsername.md)
       */
      readonly update: OperationMethod<'updateProfileUsername'>;
    };
  };
  /**
   * Operations under `client.ramp`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly ramp: {
    /**
     * Operations under `client.ramp.offramp`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly offramp: {
      /**
       * Read the off-ramp configuration.
       *
       * Returns the off-ramp options. Takes no parameters.
       *
       * - Route: `GET /channel/ramp/offramp/config` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *
       * Narrow a caught error with `client.ramp.offramp.config.isError(error, code)`.
       *
       * Page: [ramp.offramp.config](../../../../docs/operations/getOfframpConfig.md)
       */
      readonly config: OperationMethod<'getOfframpConfig'>;
      /**
       * Create a hosted off-ramp order.
       *
       * Creates an order selling `amount` of `crypto` on chain `chainId` for `fiat`, paid out by `payment`
       * in `country`. `wallet` and `language` are optional.
       *
       * - Route: `POST /channel/ramp/offramp` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `RAMP_UNSUPPORTED_SELECTION`: No ramp capability for the selection: the market (fiat,
       *     country), token and chain, or the payment method.
       *   - 400 `RAMP_CAPABILITY_DISABLED`: The capability of the selection is disabled.
       *   - 400 `RAMP_AMOUNT_OUT_OF_LIMITS`: The amount is outside the capability's limits.
       *   - 403 `RAMP_ROLE_FORBIDDEN`: A viewer cannot create orders.
       *   - 403 `RAMP_WALLET_NOT_OWNED`: `wallet` is not a wallet of the caller.
       *   - 400 `RAMP_WALLET_REQUIRED`: No `wallet` was given and the caller has no EVM wallet.
       *   - 400: The wallet does not hold the `crypto` amount the order sells (`RAMP_INSUFFICIENT_BALANCE`).
       *
       * Narrow a caught error with `client.ramp.offramp.create.isError(error, code)`.
       *
       * Page: [ramp.offramp.create](../../../../docs/operations/createOfframpOrder.md)
       */
      readonly create: OperationMethod<'createOfframpOrder'>;
      /**
       * Quote an off-ramp order.
       *
       * Quotes selling `amount` of `crypto` on chain `chainId` for `fiat` paid out by `payment`. `country`,
       * `language` and `calcByFiat` are optional.
       *
       * - Route: `GET /channel/ramp/offramp/quote` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `RAMP_UNSUPPORTED_SELECTION`: No ramp capability for the selection: the market (fiat,
       *     country), token and chain, or the payment method.
       *   - 400 `RAMP_CAPABILITY_DISABLED`: The capability of the selection is disabled.
       *   - 400 `RAMP_AMOUNT_OUT_OF_LIMITS`: The amount is outside the capability's limits.
       *
       * Narrow a caught error with `client.ramp.offramp.quote.isError(error, code)`.
       *
       * Page: [ramp.offramp.quote](../../../../docs/operations/getOfframpQuote.md)
       */
      readonly quote: OperationMethod<'getOfframpQuote'>;
    };
    /**
     * Operations under `client.ramp.onramp`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly onramp: {
      /**
       * Read the on-ramp configuration.
       *
       * Returns the on-ramp options. Takes no parameters.
       *
       * - Route: `GET /channel/ramp/onramp/config` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *
       * Narrow a caught error with `client.ramp.onramp.config.isError(error, code)`.
       *
       * Page: [ramp.onramp.config](../../../../docs/operations/getOnrampConfig.md)
       */
      readonly config: OperationMethod<'getOnrampConfig'>;
      /**
       * Create a hosted on-ramp order.
       *
       * Creates an order buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment` in
       * `country`. `redirectUrl`, `wallet` and `language` are optional.
       *
       * - Route: `POST /channel/ramp/onramp` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `RAMP_UNSUPPORTED_SELECTION`: No ramp capability for the selection: the market (fiat,
       *     country), token and chain, or the payment method.
       *   - 400 `RAMP_CAPABILITY_DISABLED`: The capability of the selection is disabled.
       *   - 400 `RAMP_AMOUNT_OUT_OF_LIMITS`: The amount is outside the capability's limits.
       *   - 403 `RAMP_ROLE_FORBIDDEN`: A viewer cannot create orders.
       *   - 403 `RAMP_WALLET_NOT_OWNED`: `wallet` is not a wallet of the caller.
       *   - 400 `RAMP_WALLET_REQUIRED`: No `wallet` was given and the caller has no EVM wallet.
       *
       * Narrow a caught error with `client.ramp.onramp.create.isError(error, code)`.
       *
       * Page: [ramp.onramp.create](../../../../docs/operations/createOnrampOrder.md)
       */
      readonly create: OperationMethod<'createOnrampOrder'>;
      /**
       * Quote an on-ramp order.
       *
       * Quotes buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment`. `country`,
       * `language` and `isAmountCrypto` are optional.
       *
       * - Route: `GET /channel/ramp/onramp/quote` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `RAMP_UNSUPPORTED_SELECTION`: No ramp capability for the selection: the market (fiat,
       *     country), token and chain, or the payment method.
       *   - 400 `RAMP_CAPABILITY_DISABLED`: The capability of the selection is disabled.
       *   - 400 `RAMP_AMOUNT_OUT_OF_LIMITS`: The amount is outside the capability's limits.
       *
       * Narrow a caught error with `client.ramp.onramp.quote.isError(error, code)`.
       *
       * Page: [ramp.onramp.quote](../../../../docs/operations/getOnrampQuote.md)
       */
      readonly quote: OperationMethod<'getOnrampQuote'>;
    };
    /**
     * Operations under `client.ramp.orders`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly orders: {
      /**
       * List ramp orders of the app.
       *
       * Lists the ramp orders of the app, newest first, filtered by wallet, e-mail, status, date range and
       * `method` (`onramp`, `offramp` or `all`, the default). Pages with `limit` and `offset`. Poll orders
       * for status; webhooks are not sent for them.
       *
       * - Route: `GET /channel/ramp/orders` (success 200)
       * - Auth: Key
       * - Paged (offset): await it for one page, or `for await` over it for every item
       * - Errors:
       *
       * Narrow a caught error with `client.ramp.orders.list.isError(error, code)`.
       *
       * Page: [ramp.orders.list](../../../../docs/operations/listRampOrders.md)
       */
      readonly list: OperationMethod<'listRampOrders'>;
      /**
       * Read a ramp order by provider order id.
       *
       * Read-only view of one order by its provider order id. Poll it for status; outbound webhooks are not
       * relied on for ramp orders.
       *
       * - Route: `GET /channel/ramp/orders/{orderId}` (success 200)
       * - Auth: Key
       * - Errors:
       *
       * Narrow a caught error with `client.ramp.orders.retrieve.isError(error, code)`.
       *
       * Page: [ramp.orders.retrieve](../../../../docs/operations/getRampOrder.md)
       */
      readonly retrieve: OperationMethod<'getRampOrder'>;
    };
    /**
     * Refresh the hosted URL of a ramp transaction.
     *
     * Issues a new hosted URL for `amount` (with optional `redirectUrl` and `language`). Returns the same
     * shape as channel execution, with `channelTableType` `ch_ramp_onramp` or `ch_ramp_offramp` as in the
     * original transaction.
     *
     * - Route: `POST /channel/ramp/{txId}/refresh-url` (success 200)
     * - Auth: Session; context from session
     * - Errors:
     *   - 400: Invalid input, the order can no longer be refreshed (`RAMP_ORDER_NOT_REFRESHABLE`), or an
     *     off-ramp wallet lacks the amount (`RAMP_INSUFFICIENT_BALANCE`).
     *   - 403: Access denied: the order belongs to another team (`RAMP_ORDER_FORBIDDEN`).
     *   - 404: Transaction not found (`RAMP_TX_NOT_FOUND`).
     *   - 500: Refresh failed.
     *   - 501: Not supported by the channel adapter: the transaction is no ramp order
     *     (`RAMP_REFRESH_NOT_SUPPORTED`).
     *
     * Narrow a caught error with `client.ramp.refreshUrl.isError(error, code)`.
     *
     * Page: [ramp.refreshUrl](../../../../docs/operations/refreshRampUrl.md)
     */
    readonly refreshUrl: OperationMethod<'refreshRampUrl'>;
  };
  /**
   * Operations under `client.teams`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly teams: {
    /**
     * Operations under `client.teams.activity`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly activity: {
      /**
       * List the activity log of a team, one page at a time.
       *
       * The session profile must belong to the team. Query `profileId` filters by actor; `limit` is an
       * integer from 1 to 100 (default 50); `exclusiveStartKey` is the cursor of the next page. Returns `{
       * items, lastEvaluatedKey }`; `lastEvaluatedKey` is omitted on the last page.
       *
       * - Route: `GET /v1/teams/{teamId}/activity` (success 200)
       * - Auth: Session (must belong to team); member of the team; context from session
       * - Paged (cursor): await it for one page, or `for await` over it for every item
       * - Errors:
       *   - 404 `APP_V1_TEAMS_ACTIVITY_01`: Team not found or the caller has no access.
       *   - 400 `APP_V1_TEAMS_ACTIVITY_03`: Invalid limit.
       *   - 500 `APP_V1_TEAMS_ACTIVITY_02`: Lookup failed.
       *
       * Narrow a caught error with `client.teams.activity.list.isError(error, code)`.
       *
       * Page: [teams.activity.list](../../../../docs/operations/listTeamActivity.md)
       */
      readonly list: OperationMethod<'listTeamActivity'>;
    };
    /**
     * Operations under `client.teams.banks`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly banks: {
      /**
       * List the bank accounts of every profile of the team.
       *
       * No admin check. Returns one entry per profile: the profile and its bank accounts, as full rows.
       *
       * - Route: `GET /v1/teams/banks` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_BANKS_ROUTE_01`: Missing profile or team context.
       *   - 500: Bank lookup failed.
       *
       * Narrow a caught error with `client.teams.banks.list.isError(error, code)`.
       *
       * Page: [teams.banks.list](../../../../docs/operations/listTeamBanks.md)
       */
      readonly list: OperationMethod<'listTeamBanks'>;
    };
    /**
     * Operations under `client.teams.countries`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly countries: {
      /**
       * Add a country to the team.
       *
       * `country` is exactly 2 characters after trimming, uppercased, and must be a supported code. Returns
       * the updated team; adding a country the team already has succeeds and returns the team unchanged.
       *
       * - Route: `POST /v1/teams/countries` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_COUNTRIES_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_COUNTRIES_02`: Insufficient permissions.
       *   - 400 `APP_V1_TEAMS_COUNTRIES_03`: Unsupported country code.
       *   - 400: Invalid body.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.teams.countries.add.isError(error, code)`.
       *
       * Page: [teams.countries.add](../../../../docs/operations/addTeamCountry.md)
       */
      readonly add: OperationMethod<'addTeamCountry'>;
      /**
       * Remove a country from the team.
       *
       * `country` is exactly 2 characters after trimming, uppercased; it is not checked against the
       * supported codes. Returns the updated team.
       *
       * - Route: `DELETE /v1/teams/countries` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_COUNTRIES_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_COUNTRIES_02`: Insufficient permissions.
       *   - 400: Invalid body.
       *
       * Narrow a caught error with `client.teams.countries.remove.isError(error, code)`.
       *
       * Page: [teams.countries.remove](../../../../docs/operations/removeTeamCountry.md)
       */
      readonly remove: OperationMethod<'removeTeamCountry'>;
    };
    /**
     * Operations under `client.teams.defaultReceiverWallet`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly defaultReceiverWallet: {
      /**
       * Set or clear the default receiver wallet of the team.
       *
       * `defaultReceiverWallet` is a string; omitting it or sending null clears it. Returns the updated
       * team. Missing context and insufficient permissions share one code.
       *
       * - Route: `PATCH /v1/teams/default-receiver-wallet` (success 200)
       * - Auth: Session; team admin role; context from session
       * - Errors:
       *   - 400 `APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01`: Insufficient permissions.
       *   - 400: Malformed body.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.teams.defaultReceiverWallet.update.isError(error, code)`.
       *
       * Page: [teams.defaultReceiverWallet.update](../../../../docs/operations/updateTeamDefaultReceiverWallet.md)
       */
      readonly update: OperationMethod<'updateTeamDefaultReceiverWallet'>;
    };
    /**
     * Operations under `client.teams.image`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly image: {
      /**
       * Confirm an uploaded team image.
       *
       * Call after uploading to the signed URL. The session profile must be an admin of team \{teamId\}.
       * `filePath` is the non-empty path returned with the upload URL. Returns `{ imageUrl }`.
       *
       * - Route: `POST /v1/teams/{teamId}/image` (success 200)
       * - Auth: Session; team admin role; context from session
       * - Errors:
       *   - 400 `V1_TEAM_IMAGE_CONFIRM_01`: Missing team id, or it differs from the session team.
       *   - 401 `V1_TEAM_IMAGE_CONFIRM_01`: Invalid session or context.
       *   - 403 `V1_TEAM_IMAGE_CONFIRM_01`: Admin role required.
       *   - 400: Invalid body.
       *   - 500 `V1_TEAM_IMAGE_CONFIRM_02`: Failed to confirm the image.
       *
       * Narrow a caught error with `client.teams.image.confirm.isError(error, code)`.
       *
       * Page: [teams.image.confirm](../../../../docs/operations/confirmTeamImage.md)
       */
      readonly confirm: OperationMethod<'confirmTeamImage'>;
      /**
       * Get a signed URL to upload the team image.
       *
       * The session profile must be an admin of team \{teamId\}. `fileName` ends in jpg, jpeg, png, webp or
       * gif; `contentType` is image/jpeg, image/jpg, image/png, image/webp or image/gif. Returns `{
       * uploadUrl, filePath, expiresAt }`; upload the file to `uploadUrl`, then confirm `filePath`.
       *
       * - Route: `POST /v1/teams/{teamId}/image/upload-url` (success 200)
       * - Auth: Session; team admin role; context from session
       * - Errors:
       *   - 400 `V1_TEAM_IMAGE_UPLOAD_URL_01`: Missing team id, or it differs from the session team.
       *   - 401 `V1_TEAM_IMAGE_UPLOAD_URL_01`: Invalid session or context.
       *   - 403 `V1_TEAM_IMAGE_UPLOAD_URL_01`: Admin role required.
       *   - 400: Invalid body.
       *   - 500 `V1_TEAM_IMAGE_UPLOAD_URL_02`: Failed to create the upload URL.
       *
       * Narrow a caught error with `client.teams.image.createUploadUrl.isError(error, code)`.
       *
       * Page: [teams.image.createUploadUrl](../../../../docs/operations/createTeamImageUploadUrl.md)
       */
      readonly createUploadUrl: OperationMethod<'createTeamImageUploadUrl'>;
    };
    /**
     * Operations under `client.teams.invitations`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly invitations: {
      /**
       * Invite an e-mail address to the team.
       *
       * `email` must be valid; `role` defaults to `member`. Creates a `pending` invitation with an expiry
       * and returns it. The invitation e-mail is sent only when the calling key has the EMAIL permission;
       * creation succeeds even if sending fails. Fails with 409 when the e-mail already has a profile in the
       * same app.
       *
       * - Route: `POST /v1/teams/invitations` (success 201)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_INVITATIONS_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_INVITATIONS_ROUTE_01`: Insufficient permissions.
       *   - 409 `APP_V1_TEAMS_INVITATIONS_ROUTE_02`: The user is already in the team.
       *   - 400: Invalid body.
       *   - 500: Invitation creation failed.
       *
       * Narrow a caught error with `client.teams.invitations.create.isError(error, code)`.
       *
       * Page: [teams.invitations.create](../../../../docs/operations/createInvitation.md)
       */
      readonly create: OperationMethod<'createInvitation'>;
      /**
       * Reject a pending invitation of the team.
       *
       * The invitation must belong to the session team. Its status becomes `rejected` and the full updated
       * invitation is returned.
       *
       * - Route: `DELETE /v1/teams/invitations/{id}` (success 200)
       * - Auth: Session; team admin role; context from session
       * - Errors:
       *   - 400 `APP_V1_TEAMS_INVITATIONS_ID_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02`: Insufficient permissions.
       *   - 400 `APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03`: Missing invitation id.
       *   - 404 `APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04`: Invitation not found.
       *   - 403 `APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05`: The invitation does not belong to the team.
       *   - 500: Update failed; the failure is propagated.
       *
       * Narrow a caught error with `client.teams.invitations.delete.isError(error, code)`.
       *
       * Page: [teams.invitations.delete](../../../../docs/operations/deleteInvitation.md)
       */
      readonly delete: OperationMethod<'deleteInvitation'>;
      /**
       * List the pending invitations of the team.
       *
       * - Route: `GET /v1/teams/invitations` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_INVITATIONS_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_INVITATIONS_ROUTE_03`: Insufficient permissions.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.teams.invitations.list.isError(error, code)`.
       *
       * Page: [teams.invitations.list](../../../../docs/operations/listInvitations.md)
       */
      readonly list: OperationMethod<'listInvitations'>;
    };
    /**
     * Operations under `client.teams.members`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly members: {
      /**
       * Block a member of the team.
       *
       * No body. Sets the member role to `blocked` and returns `{ profileId, blocked: true }`. The block may
       * be rejected (403).
       *
       * - Route: `DELETE /v1/teams/members/{profileId}` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01`: Missing profile or team context.
       *   - 400 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02`: Missing profile id.
       *   - 403 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01`: Insufficient permissions.
       *   - 403: The block was rejected; the failure is propagated.
       *
       * Narrow a caught error with `client.teams.members.block.isError(error, code)`.
       *
       * Page: [teams.members.block](../../../../docs/operations/blockTeamMember.md)
       */
      readonly block: OperationMethod<'blockTeamMember'>;
      /**
       * List the members of the team.
       *
       * Open to any member with a valid context. Returns an array of team members.
       *
       * - Route: `GET /v1/teams/members` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_MEMBERS_ROUTE_01`: Missing profile or team context.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.teams.members.list.isError(error, code)`.
       *
       * Page: [teams.members.list](../../../../docs/operations/listTeamMembers.md)
       */
      readonly list: OperationMethod<'listTeamMembers'>;
      /**
       * Change the role of a member of the team.
       *
       * `role` is one of the team roles. Returns `{ profileId, role }`. The update may be rejected (403),
       * for example by last-admin protection.
       *
       * - Route: `PATCH /v1/teams/members/{profileId}/role` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01`: Missing profile or team context.
       *   - 400 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02`: Missing profile id.
       *   - 403 `APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01`: Insufficient permissions.
       *   - 400: Invalid body (body-parser code).
       *   - 403: The update was rejected, for example by last-admin protection; the failure is propagated.
       *
       * Narrow a caught error with `client.teams.members.updateRole.isError(error, code)`.
       *
       * Page: [teams.members.updateRole](../../../../docs/operations/updateTeamMemberRole.md)
       */
      readonly updateRole: OperationMethod<'updateTeamMemberRole'>;
    };
    /**
     * Operations under `client.teams.metadata`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly metadata: {
      /**
       * Update the name, description and metadata of the team.
       *
       * `name` must be non-empty when given; `description` is a string. Any other key, with any JSON value,
       * is merged into the team metadata. The reserved keys devAccess and devAccessRequest are rejected.
       * Returns the updated team plus an optional `imageUrl`.
       *
       * - Route: `PATCH /v1/teams/metadata` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_METADATA_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_METADATA_ROUTE_01`: Insufficient permissions.
       *   - 404 `APP_V1_TEAMS_METADATA_ROUTE_02`: Team not found.
       *   - 400: Invalid body or a reserved metadata key.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.teams.metadata.update.isError(error, code)`.
       *
       * Page: [teams.metadata.update](../../../../docs/operations/updateTeamMetadata.md)
       */
      readonly update: OperationMethod<'updateTeamMetadata'>;
    };
    /**
     * Operations under `client.teams.notificationEmail`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly notificationEmail: {
      /**
       * Set or clear the notification e-mail of the team.
       *
       * `notificationEmail` is a valid e-mail address; null or omitting it clears it. Returns the updated
       * team.
       *
       * - Route: `PATCH /v1/teams/notification-email` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03`: Insufficient permissions.
       *   - 400: Invalid body.
       *
       * Narrow a caught error with `client.teams.notificationEmail.update.isError(error, code)`.
       *
       * Page: [teams.notificationEmail.update](../../../../docs/operations/updateTeamNotificationEmail.md)
       */
      readonly update: OperationMethod<'updateTeamNotificationEmail'>;
    };
    /**
     * Operations under `client.teams.taxInfo`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly taxInfo: {
      /**
       * Make a tax info entry the default of the team.
       *
       * `country` (supported code, uppercased) and `taxId` (trimmed, 1 to 64 letters, digits and "-") select
       * the entry. Returns the updated team plus an optional `imageUrl`.
       *
       * - Route: `PATCH /v1/teams/tax-info/default` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_TAX_INFO_DEFAULT_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_TAX_INFO_DEFAULT_02`: Admin role required.
       *   - 400: Invalid body.
       *   - 404: The team has no tax info with that `taxId` for that `country`.
       *
       * Narrow a caught error with `client.teams.taxInfo.setDefault.isError(error, code)`.
       *
       * Page: [teams.taxInfo.setDefault](../../../../docs/operations/setTeamDefaultTaxInfo.md)
       */
      readonly setDefault: OperationMethod<'setTeamDefaultTaxInfo'>;
      /**
       * Add or update a tax info entry of the team.
       *
       * `country` is a supported code, uppercased. `taxId` is trimmed, 1 to 64 letters, digits and "-".
       * `name` (1 to 120) and `address` (1 to 240) may be null. `setAsDefaultForCountry` and
       * `setAsGlobalDefault` make the entry the default for its country or globally. The entry is upserted
       * into the team metadata; returns the updated team (with `metadata.taxInfo`) plus an optional
       * `imageUrl`.
       *
       * - Route: `POST /v1/teams/tax-info` (success 200)
       * - Auth: Header context; team admin role; context from session, headers, profileKey
       * - Errors:
       *   - 400 `APP_V1_TEAMS_TAX_INFO_01`: Missing profile or team context.
       *   - 403 `APP_V1_TEAMS_TAX_INFO_02`: Admin role required.
       *   - 400: Invalid body.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.teams.taxInfo.upsert.isError(error, code)`.
       *
       * Page: [teams.taxInfo.upsert](../../../../docs/operations/upsertTeamTaxInfo.md)
       */
      readonly upsert: OperationMethod<'upsertTeamTaxInfo'>;
    };
  };
  /**
   * Operations under `client.topup`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly topup: {
    /**
     * Estimate what a top-up delivers.
     *
     * Returns the estimated amount received, in local and USD terms, for `amount` (a positive numeric
     * string) of `token` (an EVM token address) on `chain`.
     *
     * - Route: `GET /channel/topup/preview` (success 200)
     * - Auth: Key
     * - Errors:
     *
     * Narrow a caught error with `client.topup.preview.isError(error, code)`.
     *
     * Page: [topup.preview](../../../../docs/operations/previewTopup.md)
     */
    readonly preview: OperationMethod<'previewTopup'>;
    /**
     * Validate a top-up phone code.
     *
     * Validates `codigopaq`. With a valid `capabilityId` of this channel the data is `{ ok, signature }`,
     * and the client sends the code together with the signature in the execute params.
     *
     * - Route: `GET /channel/topup/validate-phone` (success 200)
     * - Auth: Key
     * - Errors:
     *
     * Narrow a caught error with `client.topup.validatePhone.isError(error, code)`.
     *
     * Page: [topup.validatePhone](../../../../docs/operations/validateTopupPhone.md)
     */
    readonly validatePhone: OperationMethod<'validateTopupPhone'>;
    /**
     * Operations under `client.topup.withdrawals`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly withdrawals: {
      /**
       * Create a top-up withdrawal.
       *
       * Creates a withdrawal of `amount` of `token` on `chain` to the phone code `codigopaq` in
       * `destinationCountry`. Gas is sponsored. When the service can sign for the wallet the transfer may
       * finish in this call; otherwise call sign-payload and then process-sponsored-tx.
       *
       * - Route: `POST /channel/topup/withdraw` (success 200)
       * - Auth: Header context; context from session, headers, profileKey
       * - Errors:
       *   - 400: Invalid input.
       *   - 403: Access denied.
       *   - 500: Withdrawal failed.
       *
       * Narrow a caught error with `client.topup.withdrawals.create.isError(error, code)`.
       *
       * Page: [topup.withdrawals.create](../../../../docs/operations/createTopupWithdrawal.md)
       */
      readonly create: OperationMethod<'createTopupWithdrawal'>;
      /**
       * Submit the signed, gas-sponsored transfer of a top-up withdrawal.
       *
       * Takes the `userSignature` over the typed data from sign-payload and submits the sponsored transfer.
       * Returns `txHash`, `txId` and `rechargeId`.
       *
       * - Route: `POST /channel/topup/withdraw/{txId}/process-sponsored-tx` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: `userSignature` is not a signature (`TOPUP_SIGNATURE_MALFORMED`), the payload has expired
       *     (`TOPUP_SIGNATURE_EXPIRED`), its nonce was used meanwhile (`TOPUP_NONCE_USED`), the signature
       *     fails verification (`TOPUP_SIGNATURE_INVALID`), or the wallet lacks the amount
       *     (`TOPUP_INSUFFICIENT_BALANCE`).
       *   - 403: Another key than the wallet's signed (`TOPUP_SIGNER_MISMATCH`).
       *   - 409: The withdrawal does not wait for a signature (`TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE`),
       *     or sign-payload was not read first (`TOPUP_SIGN_PAYLOAD_REQUIRED`).
       *
       * Narrow a caught error with `client.topup.withdrawals.processSponsoredTx.isError(error, code)`.
       *
       * Page: [topup.withdrawals.processSponsoredTx](../../../../docs/operations/processTopupWithdrawalSponsoredTx.md)
       */
      readonly processSponsoredTx: OperationMethod<'processTopupWithdrawalSponsoredTx'>;
      /**
       * Read the EIP-712 payload to sign for a top-up withdrawal.
       *
       * Returns the EIP-712 `typedData` to sign and the `signerAddress` expected to sign it.
       *
       * - Route: `GET /channel/topup/withdraw/{txId}/sign-payload` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 409: The withdrawal does not wait for a signature: the platform signed it, or it was already
       *     processed (`TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE`).
       *
       * Narrow a caught error with `client.topup.withdrawals.signPayload.isError(error, code)`.
       *
       * Page: [topup.withdrawals.signPayload](../../../../docs/operations/getTopupWithdrawalSignPayload.md)
       */
      readonly signPayload: OperationMethod<'getTopupWithdrawalSignPayload'>;
    };
  };
  /**
   * Operations under `client.transactions`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly transactions: {
    /**
     * Count the platform-wide transactions of one day.
     *
     * Query `date` is any parseable date string (default: the current server date). Returns a number: the
     * platform-wide count for the server-local day containing the date, not scoped to a profile or team.
     *
     * - Route: `GET /v1/txs/tx-count-today` (success 200)
     * - Auth: Key only
     * - Errors:
     *   - 400: Unparseable date.
     *   - 500: Count failed.
     *
     * Narrow a caught error with `client.transactions.countToday.isError(error, code)`.
     *
     * Page: [transactions.countToday](../../../../docs/operations/countTransactionsToday.md)
     */
    readonly countToday: OperationMethod<'countTransactionsToday'>;
    /**
     * Operations under `client.transactions.files`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly files: {
      /**
       * Confirm uploaded files and attach them to a transaction.
       *
       * Same access as listing the files (session, validated headers or scoped key; a MASTER key may bypass
       * the ownership check). Body `uploadId` (from the upload-URL call; valid for one hour), `filePaths`
       * (exactly the set returned for that upload, each beginning `tx-files/{txId}/`) and `fileNames` (same
       * length as `filePaths`). Each uploaded object may be at most 5 MiB. Returns `{ tx }`.
       *
       * - Route: `POST /v1/txs/{txId}/files` (success 200)
       * - Auth: same as above; a MASTER key bypasses ownership checks; context from session, headers,
       *   profileKey, teamKey
       * - Errors:
       *   - 400: Invalid body or path set, incomplete upload, or a file over 5 MiB.
       *   - 403: The context may not attach files to this transaction.
       *   - 404: Transaction or upload state not found.
       *   - 500: Confirmation failed.
       *
       * Narrow a caught error with `client.transactions.files.confirm.isError(error, code)`.
       *
       * Page: [transactions.files.confirm](../../../../docs/operations/confirmTransactionFiles.md)
       */
      readonly confirm: OperationMethod<'confirmTransactionFiles'>;
      /**
       * Create signed upload URLs for transaction files.
       *
       * Body `fileNames`: at least one name of letters, digits, spaces and hyphens with a `.pdf`, `.png`,
       * `.jpg`, `.jpeg`, `.gif`, `.bmp` or `.webp` extension (TIFF is rejected). Needs a resolved profile
       * and team context; a bare MASTER key is not enough. Returns `{ uploadId, uploadUrls }`, each URL `{
       * filePath, fileName, signedUrl, expiresAt }`; the upload stays valid for one hour.
       *
       * - Route: `POST /v1/txs/{txId}/files/upload-url` (success 200)
       * - Auth: Session, validated headers, or profile/team-scoped key; context from session, headers,
       *   profileKey, teamKey
       * - Errors:
       *   - 400: Invalid body or file name.
       *   - 400: Missing profile/team context (a bare MASTER key included).
       *   - 403: The context may not upload files to this transaction.
       *   - 404: Transaction not found.
       *   - 500: URL creation failed.
       *
       * Narrow a caught error with `client.transactions.files.createUploadUrls.isError(error, code)`.
       *
       * Page: [transactions.files.createUploadUrls](../../../../docs/operations/createTransactionFileUploadUrls.md)
       */
      readonly createUploadUrls: OperationMethod<'createTransactionFileUploadUrls'>;
      /**
       * List the files attached to a transaction.
       *
       * Readable by the owning profile, the owning team, the team of an accepted OTC provider, or a MASTER
       * key (which bypasses the ownership check). Returns `{ files }` with signed download URLs, an empty
       * array when there are none.
       *
       * - Route: `GET /v1/txs/{txId}/files` (success 200)
       * - Auth: Session, validated headers, or scoped key; MASTER key may bypass; a MASTER key bypasses
       *   ownership checks; context from session, headers, profileKey, teamKey
       * - Errors:
       *   - 400: Missing transaction id or context.
       *   - 403: The context may not read the files of this transaction.
       *   - 404: Transaction not found.
       *   - 500: Listing failed.
       *
       * Narrow a caught error with `client.transactions.files.list.isError(error, code)`.
       *
       * Page: [transactions.files.list](../../../../docs/operations/listTransactionFiles.md)
       */
      readonly list: OperationMethod<'listTransactionFiles'>;
    };
    /**
     * List the transactions of the acting profile or team.
     *
     * Query `type` is `profile` (default) or `team` and selects whose transactions are listed. Returns `{
     * txs, count }`; not paginated.
     *
     * - Route: `GET /v1/txs` (success 200)
     * - Auth: Session, validated headers, or profile/team-scoped key; context from session, headers,
     *   profileKey, teamKey
     * - Errors:
     *   - 400: Missing context or invalid type.
     *   - 500: Listing failed.
     *
     * Narrow a caught error with `client.transactions.list.isError(error, code)`.
     *
     * Page: [transactions.list](../../../../docs/operations/listTransactions.md)
     */
    readonly list: OperationMethod<'listTransactions'>;
    /**
     * Read one transaction.
     *
     * Returns `{ tx }`. A team-owned transaction is readable by the owning team context; one without team
     * ownership only by its owner profile. A MASTER key always needs a valid session; a session with admin
     * metadata can read by id without the ownership check.
     *
     * - Route: `GET /v1/tx/{id}` (success 200)
     * - Auth: Session, validated headers, or team-scoped key; a MASTER key needs a session; context from
     *   session, headers, teamKey
     * - Errors:
     *   - 400: Missing transaction id.
     *   - 401: Missing context, or missing session for a MASTER key.
     *   - 403: The context does not own the transaction.
     *   - 404: Transaction not found.
     *   - 500: Lookup failed.
     *
     * Narrow a caught error with `client.transactions.retrieve.isError(error, code)`.
     *
     * Page: [transactions.retrieve](../../../../docs/operations/getTransaction.md)
     */
    readonly retrieve: OperationMethod<'getTransaction'>;
  };
  /**
   * Operations under `client.user`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly user: {
    /**
     * Operations under `client.user.defaultProfile`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly defaultProfile: {
      /**
       * Set the default profile of the context user.
       *
       * Body `profileId` (UUID, required) must name a profile of the same user. Returns `{ defaultProfileId
       * }`. PUT and PATCH have the same contract. Profile/team headers do not establish context.
       *
       * - Route: `PUT /v1/user/default-profile` (success 200)
       * - Auth: Scoped; context from session, profileKey, teamKey
       * - Errors:
       *   - 400 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_01`: A session or scoped key context is required.
       *   - 400: Invalid body.
       *   - 404 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_02`: Profile not found.
       *   - 403 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_03`: The profile belongs to another user.
       *   - 403: Invalid active context (propagated).
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.user.defaultProfile.set.isError(error, code)`.
       *
       * Page: [user.defaultProfile.set](../../../../docs/operations/setDefaultProfile.md)
       */
      readonly set: OperationMethod<'setDefaultProfile'>;
      /**
       * Change the default profile of the context user.
       *
       * Body `profileId` (UUID, required) must name a profile of the same user. Returns `{ defaultProfileId
       * }`. PUT and PATCH have the same contract. Profile/team headers do not establish context.
       *
       * - Route: `PATCH /v1/user/default-profile` (success 200)
       * - Auth: Scoped; context from session, profileKey, teamKey
       * - Errors:
       *   - 400 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_01`: A session or scoped key context is required.
       *   - 400: Invalid body.
       *   - 404 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_02`: Profile not found.
       *   - 403 `APP_V1_USER_DEFAULT_PROFILE_ROUTE_03`: The profile belongs to another user.
       *   - 403: Invalid active context (propagated).
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.user.defaultProfile.update.isError(error, code)`.
       *
       * Page: [user.defaultProfile.update](../../../../docs/operations/updateDefaultProfile.md)
       */
      readonly update: OperationMethod<'updateDefaultProfile'>;
    };
    /**
     * Operations under `client.user.profiles`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly profiles: {
      /**
       * List every profile of the context user.
       *
       * Needs a bearer session unless the key is scoped; profile/team headers do not establish context.
       * Returns `{ profiles[] }` with team and app names and `isDefault` for each profile of the user. Not
       * paginated.
       *
       * - Route: `GET /v1/user/profiles` (success 200)
       * - Auth: Scoped; context from session, profileKey, teamKey
       * - Errors:
       *   - 400 `APP_V1_USER_PROFILES_ROUTE_01`: Missing context.
       *   - 403: Invalid ownership or context.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.user.profiles.list.isError(error, code)`.
       *
       * Page: [user.profiles.list](../../../../docs/operations/listUserProfiles.md)
       */
      readonly list: OperationMethod<'listUserProfiles'>;
    };
  };
  /**
   * Operations under `client.wallets`; each has a page in the [operations list](../../../../docs/operations.md).
   */
  readonly wallets: {
    /**
     * Operations under `client.wallets.alias`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly alias: {
      /**
       * Set or clear a team wallet's alias.
       *
       * Body `walletAddress` (1 to 64 characters), `teamId` (UUID) and `alias` (non-empty string, or null to
       * clear) are all required. The team must belong to the key's app and the wallet to the team. Returns
       * `{ walletAddress, teamId, alias }`.
       *
       * - Route: `PATCH /v1/wallet/alias` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid body.
       *   - 404: Team or wallet not found.
       *   - 500: Alias update failed.
       *
       * Narrow a caught error with `client.wallets.alias.update.isError(error, code)`.
       *
       * Page: [wallets.alias.update](../../../../docs/operations/updateWalletAlias.md)
       */
      readonly update: OperationMethod<'updateWalletAlias'>;
    };
    /**
     * Operations under `client.wallets.default`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly default: {
      /**
       * Read a team's default wallet.
       *
       * Query `teamId` (UUID) may be omitted only when the key is scoped to a team, which then supplies it.
       * Returns `{ defaultWallet }`, the wallet record or null when none is set.
       *
       * - Route: `GET /v1/wallet/default` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: No team id given and none supplied by the key.
       *   - 404: Team not found.
       *   - 500: Lookup failed.
       *
       * Narrow a caught error with `client.wallets.default.retrieve.isError(error, code)`.
       *
       * Page: [wallets.default.retrieve](../../../../docs/operations/getDefaultWallet.md)
       */
      readonly retrieve: OperationMethod<'getDefaultWallet'>;
      /**
       * Set a team's default wallet.
       *
       * Query `teamId` (UUID) is required; body `walletAddress` names a wallet of that team. Returns `{
       * message, walletAddress }`.
       *
       * - Route: `POST /v1/wallet/default` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Invalid query or body.
       *   - 404: Team or team wallet not found.
       *   - 500: Update failed.
       *
       * Narrow a caught error with `client.wallets.default.set.isError(error, code)`.
       *
       * Page: [wallets.default.set](../../../../docs/operations/setDefaultWallet.md)
       */
      readonly set: OperationMethod<'setDefaultWallet'>;
    };
    /**
     * Operations under `client.wallets.evm`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly evm: {
      /**
       * Operations under `client.wallets.evm.allowance`; each has a page in the [operations list](../../../../docs/operations.md).
       */
      readonly allowance: {
        /**
         * Approve a token allowance for a platform executor.
         *
         * Path `action` is `send`, `request`, `otc` or `general`. Body `chainId` (positive numeric chain id),
         * `userWallet` and `tokenAddress` (EVM addresses), `amount` (positive decimal number or string, or
         * `max`), `executorAddress` (required when the action is `general`). Returns `{ txHash, signed: true
         * }` when the wallet can be signed by the backend, otherwise the unsigned transaction `{ to, data,
         * value: "0", chainId, signed: false }`.
         *
         * - Route: `POST /v1/wallet/evm/allowance/{action}` (success 200)
         * - Auth: Session + WRITE; key permission WRITE; context from session
         * - Errors:
         *   - 400: Invalid action, body or executor.
         *   - 401: Missing session profile or team context.
         *   - 403: The key lacks the WRITE permission.
         *   - 500: Approval failed.
         *
         * Narrow a caught error with `client.wallets.evm.allowance.approve.isError(error, code)`.
         *
         * Page: [wallets.evm.allowance.approve](../../../../docs/operations/approveAllowance.md)
         */
        readonly approve: OperationMethod<'approveAllowance'>;
        /**
         * Read token allowances granted to platform executors.
         *
         * Path `action` is `send`, `request`, `otc`, `general`, `all` or `multiple`. Query `chainId` (positive
         * supported numeric chain id), `userWallet` and `tokenAddress` (EVM addresses), `executorAddress` (EVM
         * address, required when the action is `general`), `amount` (optional non-negative decimal string).
         * Executor availability depends on the chain. One executor answers `{ executorAddress, executorName,
         * allowance, allowanceOk }` plus `difference` when `amount` is given; several answer `{ executors }`.
         * Amounts are decimal strings.
         *
         * - Route: `GET /v1/wallet/evm/allowance/{action}` (success 200)
         * - Auth: Key
         * - Errors:
         *   - 400: Invalid action, query or executor.
         *   - 500: Allowance lookup failed.
         *
         * Narrow a caught error with `client.wallets.evm.allowance.get.isError(error, code)`.
         *
         * Page: [wallets.evm.allowance.get](../../../../docs/operations/getAllowance.md)
         */
        readonly get: OperationMethod<'getAllowance'>;
        /**
         * Revoke token allowances granted to platform executors.
         *
         * Path `action` is `send`, `request`, `otc` or `general`. No body; query `chainId` (positive numeric
         * chain id), `userWallet` (EVM address), `tokenAddress` (EVM address of a non-native token),
         * `executorAddress` (required when the action is `general`). Returns `{ transactions, signed }` with
         * one entry per executor: `{ executorAddress, txHash, success }` when signed by the backend, otherwise
         * the unsigned `{ to, data, value, chainId, executorAddress }`.
         *
         * - Route: `DELETE /v1/wallet/evm/allowance/{action}` (success 200)
         * - Auth: Session + WRITE; key permission WRITE; context from session
         * - Errors:
         *   - 400: Invalid action, query or executor.
         *   - 401: Missing session profile or team context.
         *   - 403: The key lacks the WRITE permission.
         *   - 500: Revocation failed.
         *
         * Narrow a caught error with `client.wallets.evm.allowance.revoke.isError(error, code)`.
         *
         * Page: [wallets.evm.allowance.revoke](../../../../docs/operations/revokeAllowance.md)
         */
        readonly revoke: OperationMethod<'revokeAllowance'>;
      };
      /**
       * Operations under `client.wallets.evm.gasBalance`; each has a page in the [operations list](../../../../docs/operations.md).
       */
      readonly gasBalance: {
        /**
         * Check whether wallets hold enough native gas for a token operation.
         *
         * Query `wallet` (one or more comma-separated EVM addresses), `tokenAddress` and `chainSlug` (a
         * supported chain slug or positive numeric chain id), all required. Returns one result per wallet `{
         * wallet, minimumGasWei, nativeBalance, sufficient, difference }`; a per-wallet failure adds `error {
         * code, message }` and the answer stays HTTP 200.
         *
         * - Route: `GET /v1/wallet/evm/check-gas-balance` (success 200)
         * - Auth: Key
         * - Errors:
         *   - 400: Missing or invalid address, or unsupported chain.
         *
         * Narrow a caught error with `client.wallets.evm.gasBalance.check.isError(error, code)`.
         *
         * Page: [wallets.evm.gasBalance.check](../../../../docs/operations/checkGasBalance.md)
         */
        readonly check: OperationMethod<'checkGasBalance'>;
      };
      /**
       * Operations under `client.wallets.evm.gasSponsor`; each has a page in the [operations list](../../../../docs/operations.md).
       */
      readonly gasSponsor: {
        /**
         * Sponsor the gas a wallet needs to approve a token for an executor.
         *
         * Body `walletAddress` (EVM address owned by the session profile), `action` (`send` or `otc`),
         * `tokenAddress`, `chainSlug` (chain slug or numeric chain id as a string), `executeWithOwnGas`
         * (default false). The answer takes one of three forms: no sponsorship needed `{ message,
         * walletBalance, requiredGas, gasPrice, executeWithOwnGas: false, gasSponsored: false }`;
         * backend-signed wallet `{ transferTxHash, approveTxHash, gasEstimated, gasTransferred, gasPrice,
         * gasSponsored, tokenAddress, chainSlug, action }`; external wallet `{ transferTxHash,
         * unsignedApproveTx, gasPrice, gasSponsored, tokenAddress, chainSlug, action, message }`. A cooldown
         * of five minutes per session user applies, and the number of sponsorships is limited.
         *
         * - Route: `POST /v1/wallet/evm/gas-sponsor` (success 200)
         * - Auth: Session + WRITE; key permission WRITE; context from session
         * - Errors:
         *   - 400: Invalid body, wallet, token, chain or action; sponsorship disabled; or sponsorship limit
         *     exceeded.
         *   - 401: Missing session profile or team.
         *   - 403: The key lacks the WRITE permission.
         *   - 409: An allowance already exists or gas is sufficient, or another sponsorship is unfulfilled.
         *   - 429: Sponsorship cooldown active.
         *   - 500: Chain, pricing, signing, transfer or preparation failure.
         *
         * Narrow a caught error with `client.wallets.evm.gasSponsor.create.isError(error, code)`.
         *
         * Page: [wallets.evm.gasSponsor.create](../../../../docs/operations/requestGasSponsorship.md)
         */
        readonly create: OperationMethod<'requestGasSponsorship'>;
      };
    };
    /**
     * Operations under `client.wallets.external`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly external: {
      /**
       * Register an external wallet for a team.
       *
       * Body `teamId` and `profileId` (UUIDs; the profile must belong to the team and be a team admin: the
       * admin check applies to the profile named in the body, not to a header or session context), `address`
       * (valid for `walletType`: an EVM address for EVM, a base58 address of 32 to 44 characters for SVM, a
       * bitcoin address for BTC, any non-empty string for FIAT), `walletType` (`EVM`, `SVM`, `BTC`, `FIAT`),
       * optional `label` and optional `metadata` (object with string keys). Returns the wallet record with
       * 201.
       *
       * - Route: `POST /v1/wallet/external` (success 201)
       * - Auth: Key, team admin profile
       * - Errors:
       *   - 400: Invalid body or address.
       *   - 403: The profile is not a team admin.
       *   - 404: Team or profile not found.
       *   - 409: The wallet already exists in the team.
       *   - 500: Creation failed.
       *
       * Narrow a caught error with `client.wallets.external.create.isError(error, code)`.
       *
       * Page: [wallets.external.create](../../../../docs/operations/createExternalWallet.md)
       */
      readonly create: OperationMethod<'createExternalWallet'>;
    };
    /**
     * List the wallets of a profile or of a team.
     *
     * Query exactly one of `profileId` or `teamId` (UUID). `includeCompliance` adds compliance wallet
     * records only for the literal `true`. Only valid EVM wallets are returned. Returns `{ wallets, total
     * }`; not paginated.
     *
     * - Route: `GET /v1/wallet/list` (success 200)
     * - Auth: Key
     * - Errors:
     *   - 400: Invalid or missing scope (exactly one of profileId or teamId).
     *   - 500: Listing failed.
     *
     * Narrow a caught error with `client.wallets.list.isError(error, code)`.
     *
     * Page: [wallets.list](../../../../docs/operations/listWallets.md)
     */
    readonly list: OperationMethod<'listWallets'>;
    /**
     * Operations under `client.wallets.portfolio`; each has a page in the [operations list](../../../../docs/operations.md).
     */
    readonly portfolio: {
      /**
       * Read token balances of EVM wallets across chains.
       *
       * Query `wallets` is a required comma-separated list of EVM addresses; invalid entries are ignored
       * when at least one is valid. Returns one entry per wallet with `totalUsdBalance` and `tokens` keyed
       * by symbol, each with `totalUsdBalance`, `totalBalance`, `tokenLogo` and `chains` keyed by chain slug
       * (`address`, `balance`, `price`, `chainLogo`, `chainId`). Upstream failures for a wallet or chain are
       * omitted from the result.
       *
       * - Route: `GET /v1/wallet/portfolio` (success 200)
       * - Auth: Key
       * - Errors:
       *   - 400: Missing wallet list or no valid address.
       *   - 500: Token configuration failure.
       *
       * Narrow a caught error with `client.wallets.portfolio.retrieve.isError(error, code)`.
       *
       * Page: [wallets.portfolio.retrieve](../../../../docs/operations/getWalletPortfolio.md)
       */
      readonly retrieve: OperationMethod<'getWalletPortfolio'>;
    };
  };
}
