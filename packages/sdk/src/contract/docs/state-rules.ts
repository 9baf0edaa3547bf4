/**
 * The wording of the input rules several operations check against the platform's state (see
 * `stateRules` of `OperationDocs`), written once.
 */

/** A country code the platform serves. */
export const SUPPORTED_COUNTRY = 'one of the countries `GET /v1/config/countries` lists';

/** A chain the platform serves, by slug. */
export const SUPPORTED_CHAIN = 'a chain `GET /v1/config/chains` lists, by slug or chain id';

/** A chain the platform serves, by numeric id. */
export const SUPPORTED_CHAIN_ID = 'the `chainId` of a chain `GET /v1/config/chains` lists';

/** The team a session-only team route acts on. */
export const SESSION_TEAM = "the session's team";
