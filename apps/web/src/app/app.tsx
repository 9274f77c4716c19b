import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { connectApiEvents } from './api-event-bridge';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router/router';
import { AppThemeProvider } from './theme/app-theme-provider';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
connectApiEvents(router, queryClient);

/** Providers from the outside in: data cache, licence theme, routes. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
