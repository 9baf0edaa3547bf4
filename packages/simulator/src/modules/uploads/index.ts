/**
 * The public functions of the uploads module.
 */
import { defineArea } from '../../kernel/module.js';
import { uploadsTables } from './tables.js';

export type { UploadRow } from './tables.js';
export { openUpload, UPLOAD_URL_TTL_MS, uploadControlRoutes } from './uploads.js';

/** The uploads module. */
export const uploadsArea = defineArea({ name: 'uploads', tables: uploadsTables });
