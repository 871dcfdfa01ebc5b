import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { activateLanguage, i18n, languageAt } from '@/lib/i18n';
import { adminLoginRoute, adminRoutes, adminShell, publicRoutes } from './route-table';
import { Landing } from './routes/landing';
import { NotFound } from './routes/not-found';

type RouteModule = Record<string, ComponentType<{ children?: ReactNode }>>;
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/landing.tsx',
  '!./routes/not-found.tsx',
]);

/** A screen whose code loads when it is first opened (nothing shows meanwhile; the server preloads it). */
function onDemand({ module, screen }: { module: string; screen: string }) {
  const load = routeModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module ${module}`);
  return lazy(async () => {
    const Screen = (await load())[screen];
    if (!Screen) throw new Error(`${module} has no ${screen}`);
    return { default: Screen };
  });
}

const AdminLogin = onDemand(adminLoginRoute);
const AdminPortalLayout = onDemand(adminShell);
const adminScreens = adminRoutes.map((route) => [route.path, onDemand(route)] as const);
const publicScreens = publicRoutes.map((route) => [route.path, onDemand(route)] as const);

/** Moving between the admin's screens (English) and the worker's (their language) switches language. */
function useScreenLanguage() {
  const [pathname] = useLocation();
  const wanted = languageAt(pathname);
  useEffect(() => {
    if (i18n.locale !== wanted) void activateLanguage(wanted).catch(() => undefined);
  }, [wanted]);
}

/**
 * Every route of the route table (wouter: decision 33). The landing and not-found screens are in the
 * entry chunk; the others load on demand, so a worker's phone never downloads the admin code. The
 * portal's shell is one element for all its tabs, so moving between tabs keeps it (and its session
 * check) mounted.
 */
export function AppRoutes() {
  useScreenLanguage();
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/" component={Landing} />
        <Route path={adminLoginRoute.path}>
          <AdminLogin />
        </Route>
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
          <Route key={path} path={path}>
            <Screen />
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
