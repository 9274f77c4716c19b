import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { MaintenancePage } from '../../features/app-status';
import { NotFoundPage } from '../pages/not-found-page';
import { PendingPage } from '../pages/pending-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppShell } from '../shell/app-shell';
import { StartupScreen } from '../startup/startup-screen';
import { guardAuth, guardMaintenance, guardShell, guardStartup } from './guards';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { createAgencyRoutes } from './routes/agency-routes';
import { createFaqRoutes } from './routes/faq-routes';
import { createContentRoutes } from './routes/content-routes';
import { createReloadRoutes } from './routes/reload-routes';
import { createVehicleRoutes } from './routes/vehicle-routes';
import { createPortfolioAnalysisRoutes } from './routes/portfolio-analysis-routes';
import { createEmployeeInviteRoutes, createInviteLinkRoutes } from './routes/employee-invite-routes';
import { createDetailRoutes } from './routes/detail-routes';
import { createDocumentRoutes } from './routes/document-routes';
import { createFormRoutes } from './routes/form-routes';
import { createServiceRoutes } from './routes/service-routes';
import { createDemoCalculatorRoutes, createQuoteStartRoutes } from './routes/quote-start-routes';
import { createOfferRoutes } from './routes/offer-routes';
import { createPdfViewerRoutes } from './routes/pdf-viewer-routes';
import { createProcessDetailRoutes } from './routes/process-detail-routes';
import { createProcessRoutes } from './routes/process-routes';
import { createListRoutes } from './routes/list-routes';
import { createSearchRoutes } from './routes/search-routes';
import { createSettingsRoutes } from './routes/settings-routes';
import { createCardRoutes } from './routes/card-routes';
import { createReportCardRoutes } from './routes/report-card-routes';
import { createSigningRoutes } from './routes/signing-routes';
import { createDevOutboxRoutes } from './routes/dev-outbox-routes';

export type TRouterContext = { queryClient: QueryClient };

/** `?license=` is the one search parameter the app-wide routes understand (spec 001 §4). */
const licenseSearch = (search: Record<string, unknown>): { license?: string } =>
  typeof search.license === 'string' && search.license ? { license: search.license } : {};

const rootRoute = createRootRouteWithContext<TRouterContext>()({ component: RootLayout });
export type TRootRoute = typeof rootRoute;

/** Empty path → /startseite (spec 000 §2.1). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/startseite', replace: true });
  },
});

const authRoute = createRoute({ getParentRoute: () => rootRoute, path: 'auth', beforeLoad: guardAuth });
const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true });
  },
});
// The login page (and react-hook-form with it, 14 kB) loads with its route: a returning user with a session never needs it.
const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  validateSearch: licenseSearch,
  component: lazyPage(() => import('../../features/auth/routes/login-page'), 'LoginPage'),
});

const startupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'initialisierung',
  validateSearch: licenseSearch,
  beforeLoad: guardStartup,
  component: StartupScreen,
});

const maintenanceRoute = createRoute({ getParentRoute: () => rootRoute, path: 'wartung', beforeLoad: guardMaintenance, component: MaintenancePage });

/** Everything inside the navbar/sidenav/footer frame; guarded by session and start-up. */
const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', beforeLoad: guardShell, component: AppShell });
export type TShellRoute = typeof shellRoute;

const startRoute = createRoute({ getParentRoute: () => shellRoute, path: 'startseite', component: lazyPage(() => import('../../features/summary/routes/start-page'), 'StartPage') });
const notFoundRoute = createRoute({ getParentRoute: () => shellRoute, path: '404', component: NotFoundPage });
/** Unknown paths redirect to /404 (spec 001 §2.1), after the guard has let the user in. */
const catchAllRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  authRoute.addChildren([authIndexRoute, loginRoute]),
  startupRoute,
  maintenanceRoute,
  ...createSigningRoutes(rootRoute),
  ...createInviteLinkRoutes(rootRoute),
  ...createDemoCalculatorRoutes(rootRoute),
  shellRoute.addChildren([startRoute, ...createListRoutes(shellRoute), ...createDetailRoutes(shellRoute), ...createSearchRoutes(shellRoute), ...createDocumentRoutes(shellRoute),
    // Static /vorgang/<filter> routes outrank the /vorgang/$id/$focus pattern in TanStack Router's ranking.
    ...createOfferRoutes(shellRoute),
    ...createProcessRoutes(shellRoute),
    ...createProcessDetailRoutes(shellRoute),
    ...createPdfViewerRoutes(shellRoute),
    ...createSettingsRoutes(shellRoute),
    ...createCardRoutes(shellRoute),
    ...createReportCardRoutes(shellRoute),
    ...createFormRoutes(shellRoute),
    ...createServiceRoutes(shellRoute),
    ...createDevOutboxRoutes(shellRoute),
    ...createAgencyRoutes(shellRoute),
    ...createFaqRoutes(shellRoute),
    ...createContentRoutes(shellRoute),
    ...createReloadRoutes(shellRoute),
    ...createVehicleRoutes(shellRoute),
    ...createPortfolioAnalysisRoutes(shellRoute),
    ...createEmployeeInviteRoutes(shellRoute),
    ...createQuoteStartRoutes(shellRoute),
    notFoundRoute, catchAllRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    defaultErrorComponent: ({ error }) => <RouteErrorPage error={error} />,
    // Spec 001 §2.1: opening the same URL again runs the navigation again.
    defaultStaleTime: 0,
  });
}

export type TAppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: TAppRouter;
  }
}
