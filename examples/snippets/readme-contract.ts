/**
 * "The contract" block of the repository's README.md: the declarations read as data.
 */
// #region contract
import { errorCatalogue, findOperation, operations } from '@payments-platform/sdk/contract';
import { createInvitation } from '@payments-platform/sdk/contract/teams';

console.log(operations.length); // 124
console.log(findOperation('POST', '/v1/teams/invitations')?.id); // 'createInvitation'
console.log(createInvitation.schemas.body.parse({ email: 'new@example.com' }));
// { email: 'new@example.com', role: 'member' }
console.log(errorCatalogue.APP_V1_TEAMS_INVITATIONS_ROUTE_02.statuses); // [ 409 ]
// #endregion contract
