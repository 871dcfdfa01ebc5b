import { createBrowserRouter } from 'react-router';
import { Landing } from './routes/landing';
import { NotFound } from './routes/not-found';

/**
 * Every route of spec §2, and the public certificate check of issue 13. The landing and not-found
 * screens are in the entry chunk; the others load on demand, so a worker's phone never downloads the
 * admin code.
 */
export const router = createBrowserRouter([
  {
    // Opening a lazy screen's address directly renders nothing until its chunk arrives (a few ms).
    HydrateFallback: () => null,
    children: [
      { path: '/', Component: Landing },
      { path: '/admin/login', lazy: async () => ({ Component: (await import('./routes/admin-login')).AdminLogin }) },
      {
        lazy: async () => ({ Component: (await import('./routes/admin-portal-layout')).AdminPortalLayout }),
        children: [
          {
            path: '/admin/portal',
            lazy: async () => ({ Component: (await import('./routes/admin-dashboard')).AdminDashboard }),
          },
          {
            path: '/admin/inductions',
            lazy: async () => ({ Component: (await import('./routes/admin-inductions')).AdminInductions }),
          },
          {
            path: '/admin/inductions/new',
            lazy: async () => ({ Component: (await import('./routes/admin-induction-builder')).AdminInductionCreate }),
          },
          {
            path: '/admin/inductions/:inductionId',
            lazy: async () => ({ Component: (await import('./routes/admin-induction-builder')).AdminInductionPages }),
          },
          {
            path: '/admin/inductions/:inductionId/details',
            lazy: async () => ({ Component: (await import('./routes/admin-induction-builder')).AdminInductionDetails }),
          },
          {
            path: '/admin/inductions/:inductionId/pages/new',
            lazy: async () => ({ Component: (await import('./routes/admin-induction-builder')).AdminPageEditor }),
          },
          {
            path: '/admin/inductions/:inductionId/pages/:pageId',
            lazy: async () => ({ Component: (await import('./routes/admin-induction-builder')).AdminPageEditor }),
          },
          {
            path: '/admin/completions',
            lazy: async () => ({ Component: (await import('./routes/admin-completions')).AdminCompletions }),
          },
          {
            path: '/admin/licences',
            lazy: async () => ({ Component: (await import('./routes/admin-licences')).AdminLicences }),
          },
          {
            path: '/admin/users',
            lazy: async () => ({ Component: (await import('./routes/admin-users')).AdminUsers }),
          },
          {
            path: '/admin/audit',
            lazy: async () => ({ Component: (await import('./routes/admin-audit')).AdminAudit }),
          },
          {
            path: '/admin/settings',
            lazy: async () => ({ Component: (await import('./routes/admin-settings')).AdminSettings }),
          },
        ],
      },
      { path: '/inductee', lazy: async () => ({ Component: (await import('./routes/inductee-email')).InducteeEmail }) },
      {
        path: '/inductee/portal',
        lazy: async () => ({ Component: (await import('./routes/inductee-portal')).InducteePortal }),
      },
      {
        path: '/inductee/link',
        lazy: async () => ({ Component: (await import('./routes/inductee-link')).InducteeLink }),
      },
      {
        path: '/inductee/progress/:progressId',
        lazy: async () => ({ Component: (await import('./routes/inductee-player')).InducteePlayer }),
      },
      {
        path: '/verify/:code',
        lazy: async () => ({ Component: (await import('./routes/verify-certificate')).VerifyCertificate }),
      },
      {
        path: '/licence-upload/:token',
        lazy: async () => ({ Component: (await import('./routes/licence-upload')).LicenceUpload }),
      },
      { path: '*', Component: NotFound },
    ],
  },
]);
