/**
 * The public functions of the activity module.
 */
import { defineArea } from '../../kernel/module.js';
import { activityTables } from './tables.js';

export { type ActivityInput, activityPage, recordActivity } from './activity-log.js';
export type { ActivityRow } from './tables.js';

/** The activity module. */
export const activityArea = defineArea({ name: 'activity', tables: activityTables });
