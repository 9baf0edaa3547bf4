/**
 * The tree-shaking block of packages/sdk/README.md: the functional entry with one operation.
 */
// #region core
import { getMaintenance } from '@payments-platform/sdk/contract/config';
import { call, createCore } from '@payments-platform/sdk/core';

const core = createCore({ baseUrl: 'https://api.example.com' });
const { status } = await call(core, getMaintenance, {});
console.log(status); // 'ok'
// #endregion core
