/**
 * Images (design.md, Images): catalogue pictures drawn from their file name, uploaded files
 * served from DATA_DIR/uploads, and the back office's upload route.
 */
export { mediaRoutes } from './media-routes';
export { uploadAdminRoutes } from './upload-admin-routes';
