import { Outlet } from '@tanstack/react-router';
import { InAppHistoryProvider } from '../history/in-app-history';

/** The root of every route: the in-app history is recorded from the very first page. */
export function RootLayout() {
  return (
    <InAppHistoryProvider>
      <Outlet />
    </InAppHistoryProvider>
  );
}
