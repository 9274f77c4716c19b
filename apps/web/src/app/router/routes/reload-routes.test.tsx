// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TShellRoute } from '../router';
import { createReloadRoutes, reloadTarget } from './reload-routes';

afterEach(cleanup);

describe('reloadTarget', () => {
  it('goes to in-app paths only, never back to itself', () => {
    expect(reloadTarget('/vertrag/1?x=1')).toBe('/vertrag/1?x=1');
    expect(reloadTarget(undefined)).toBe('/startseite');
    expect(reloadTarget('https://evil.example/')).toBe('/startseite');
    expect(reloadTarget('//evil.example/')).toBe('/startseite');
    expect(reloadTarget('/reload?to=/reload')).toBe('/startseite');
    expect(reloadTarget('/auth/login')).toBe('/startseite');
  });
});

describe('/reload', () => {
  it('remounts the page it goes to, replaces itself in the history and marks cached answers stale', async () => {
    let mounts = 0;
    function Page({ name }: { name: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{name}</p>;
    }
    const queryClient = new QueryClient();
    queryClient.setQueryData(['summary'], 1);
    const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
    const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
    const start = createRoute({ getParentRoute: () => shell, path: 'startseite', component: () => <Page name="start" /> });
    const contracts = createRoute({ getParentRoute: () => shell, path: 'vertrag', component: () => <Page name="contracts" /> });
    const tree = root.addChildren([shell.addChildren([start, contracts, ...createReloadRoutes(shell as unknown as TShellRoute)])]);
    const history = createMemoryHistory({ initialEntries: ['/startseite'] });
    const router = createRouter({ routeTree: tree, history, context: { queryClient } });
    render(<RouterProvider router={router} />);
    await screen.findByText('start');
    await act(() => router.navigate({ to: '/vertrag' }));
    await screen.findByText('contracts');
    expect(mounts).toBe(2);

    await act(() => router.navigate({ href: '/reload?to=%2Fvertrag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vertrag'));
    await screen.findByText('contracts');
    expect(mounts).toBe(3);
    expect(queryClient.getQueryState(['summary'])?.isInvalidated).toBe(true);
    // /reload is gone from the history: one step back is the page before.
    await act(async () => history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/vertrag'));
    await act(async () => history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/startseite'));
  });
});
