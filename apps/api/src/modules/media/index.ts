/**
 * Images (design.md, Images): catalogue pictures drawn from their file name, uploaded files
 * served from DATA_DIR/uploads, and the upload route (the back office's and review photos').
 */
export { mediaRoutes } from './media-routes';
export { imageUploadRoute, uploadAdminRoutes } from './upload-admin-routes';
export { isStoredUpload } from './upload-service';
