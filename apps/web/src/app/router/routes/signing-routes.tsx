/**
 * The public signing pages (issue 11), outside the shell and without a login, like the login page: a signer's
 * personal link /signieren/{token} and the check of a signed PDF /signatur-pruefen. Owned by features/signing; the
 * pages (pdf.js, the pad) load only with these routes. During maintenance they go to the maintenance page.
 */
import { createRoute } from '@tanstack/react-router';
import type { TRootRoute } from '../router';
import { guardAuth } from '../guards';
import { lazyPage, withPages } from '../lazy-page';

const SignPage = lazyPage(() => import('../../../features/signing/pages/sign-page'), 'SignPage');
const VerifyPage = lazyPage(() => import('../../../features/signing/pages/verify-page'), 'VerifyPage');

export function createSigningRoutes(rootRoute: TRootRoute) {
  const signRoute = createRoute({ getParentRoute: () => rootRoute, path: 'signieren/$token', beforeLoad: guardAuth, component: withPages(SignRoute, SignPage) });
  function SignRoute() {
    const { token } = signRoute.useParams();
    return <SignPage key={token} token={token} />;
  }
  const verifyRoute = createRoute({ getParentRoute: () => rootRoute, path: 'signatur-pruefen', beforeLoad: guardAuth, component: VerifyPage });
  return [signRoute, verifyRoute] as const;
}
