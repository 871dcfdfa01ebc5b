import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Landing } from './routes/landing';
import { NotFound } from './routes/not-found';

/** A screen whose code loads when it is first opened (a few ms on a good line; nothing shows meanwhile). */
function onDemand<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminLogin = onDemand(() => import('./routes/admin-login'), 'AdminLogin');
const AdminPortalLayout = onDemand(() => import('./routes/admin-portal-layout'), 'AdminPortalLayout');
const builder = () => import('./routes/admin-induction-builder');

/** The admin portal's tabs and screens, each shown inside the portal's shell (header and tabs). */
const adminScreens: Array<[path: string, Screen: ComponentType]> = [
  ['/admin/portal', onDemand(() => import('./routes/admin-dashboard'), 'AdminDashboard')],
  ['/admin/inductions', onDemand(() => import('./routes/admin-inductions'), 'AdminInductions')],
  ['/admin/inductions/new', onDemand(builder, 'AdminInductionCreate')],
  ['/admin/inductions/:inductionId', onDemand(builder, 'AdminInductionPages')],
  ['/admin/inductions/:inductionId/details', onDemand(builder, 'AdminInductionDetails')],
  ['/admin/inductions/:inductionId/pages/new', onDemand(builder, 'AdminPageEditor')],
  ['/admin/inductions/:inductionId/pages/:pageId', onDemand(builder, 'AdminPageEditor')],
  ['/admin/completions', onDemand(() => import('./routes/admin-completions'), 'AdminCompletions')],
  ['/admin/licences', onDemand(() => import('./routes/admin-licences'), 'AdminLicences')],
  ['/admin/users', onDemand(() => import('./routes/admin-users'), 'AdminUsers')],
  ['/admin/audit', onDemand(() => import('./routes/admin-audit'), 'AdminAudit')],
  ['/admin/settings', onDemand(() => import('./routes/admin-settings'), 'AdminSettings')],
];

/** The worker's screens and the public pages reached by a link. */
const publicScreens: Array<[path: string, Screen: ComponentType]> = [
  ['/inductee', onDemand(() => import('./routes/inductee-email'), 'InducteeEmail')],
  ['/inductee/portal', onDemand(() => import('./routes/inductee-portal'), 'InducteePortal')],
  ['/inductee/link', onDemand(() => import('./routes/inductee-link'), 'InducteeLink')],
  ['/inductee/progress/:progressId', onDemand(() => import('./routes/inductee-player'), 'InducteePlayer')],
  ['/verify/:code', onDemand(() => import('./routes/verify-certificate'), 'VerifyCertificate')],
  ['/licence-upload/:token', onDemand(() => import('./routes/licence-upload'), 'LicenceUpload')],
];

/**
 * Every route of spec §2, and the public pages of issues 13 and 15 (wouter: decision 33). The landing
 * and not-found screens are in the entry chunk; the others load on demand, so a worker's phone never
 * downloads the admin code. The portal's shell is one element for all its tabs, so moving between tabs
 * keeps it (and its session check) mounted.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/" component={Landing} />
        <Route path="/admin/login" component={AdminLogin} />
        {adminScreens.map(([path, Screen]) => (
          <Route key="admin-portal" path={path}>
            <AdminPortalLayout>
              <Suspense fallback={null}>
                <Screen />
              </Suspense>
            </AdminPortalLayout>
          </Route>
        ))}
        {publicScreens.map(([path, Screen]) => (
          <Route key={path} path={path} component={Screen} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
