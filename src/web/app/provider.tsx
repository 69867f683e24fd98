import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/** The app's providers; `client` is the one the router's loaders fill (a fresh one without). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
