import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { trackToastScene } from './lib/toast-scene';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// Toasts open away from the control the parent used last (lib/toast-placement.ts).
trackToastScene();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider client={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
