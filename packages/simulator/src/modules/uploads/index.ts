/**
 * The public functions of the uploads module.
 */
import { defineArea } from '../../kernel/module.js';
import { UPLOADS_CONTROL } from './control.js';
import { uploadsTables } from './tables.js';

export { toBase64 } from './control.js';
export type { UploadRow } from './tables.js';
export { openUpload, UPLOAD_URL_TTL_MS } from './uploads.js';

/** The uploads module. */
export const uploadsArea = defineArea({ name: 'uploads', tables: uploadsTables, control: UPLOADS_CONTROL });
