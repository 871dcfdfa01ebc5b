/**
 * Every address of the app and the route module that draws it (spec §2; issues 13 and 15): plain data,
 * so that the build can tell which files each address needs (the server preloads them: decision 35)
 * and the router can load each screen on demand. `module` is a file of ./routes, `screen` its export.
 * The landing and not-found screens are in the entry and are not listed.
 */
export type RouteEntry = { path: string; module: string; screen: string };

export const adminLoginRoute: RouteEntry = { path: '/admin/login', module: 'admin-login', screen: 'AdminLogin' };

/** The admin portal's tabs and screens, each shown inside the portal's shell (header and tabs). */
export const adminRoutes: RouteEntry[] = [
  { path: '/admin/portal', module: 'admin-dashboard', screen: 'AdminDashboard' },
  { path: '/admin/inductions', module: 'admin-inductions', screen: 'AdminInductions' },
  { path: '/admin/inductions/new', module: 'admin-induction-builder', screen: 'AdminInductionCreate' },
  { path: '/admin/inductions/:inductionId', module: 'admin-induction-builder', screen: 'AdminInductionPages' },
  {
    path: '/admin/inductions/:inductionId/details',
    module: 'admin-induction-builder',
    screen: 'AdminInductionDetails',
  },
  { path: '/admin/inductions/:inductionId/pages/new', module: 'admin-induction-builder', screen: 'AdminPageEditor' },
  {
    path: '/admin/inductions/:inductionId/pages/:pageId',
    module: 'admin-induction-builder',
    screen: 'AdminPageEditor',
  },
  { path: '/admin/completions', module: 'admin-completions', screen: 'AdminCompletions' },
  { path: '/admin/licences', module: 'admin-licences', screen: 'AdminLicences' },
  { path: '/admin/users', module: 'admin-users', screen: 'AdminUsers' },
  { path: '/admin/audit', module: 'admin-audit', screen: 'AdminAudit' },
  { path: '/admin/integrations', module: 'admin-integrations', screen: 'AdminIntegrations' },
  { path: '/admin/settings', module: 'admin-settings', screen: 'AdminSettings' },
];

/** The portal's shell around the admin screens. */
export const adminShell = { module: 'admin-portal-layout', screen: 'AdminPortalLayout' } as const;

/** The worker's screens and the public pages reached by a link. */
export const publicRoutes: RouteEntry[] = [
  { path: '/inductee', module: 'inductee-email', screen: 'InducteeEmail' },
  { path: '/inductee/portal', module: 'inductee-portal', screen: 'InducteePortal' },
  { path: '/inductee/link', module: 'inductee-link', screen: 'InducteeLink' },
  { path: '/inductee/progress/:progressId', module: 'inductee-player', screen: 'InducteePlayer' },
  { path: '/verify/:code', module: 'verify-certificate', screen: 'VerifyCertificate' },
  { path: '/licence-upload/:token', module: 'licence-upload', screen: 'LicenceUpload' },
];
