/**
 * What the app may use from the back office: the whole console, one lazy chunk outside the
 * shop's layout, so shoppers never download it (issue 7).
 */
export const loadAdminApp = () => import('./admin-app').then((m) => m.AdminApp);
