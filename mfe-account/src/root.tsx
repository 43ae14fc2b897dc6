import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { PlatformProps } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { makeStore } from './store';
import { AuthCardSkeleton } from './components/AuthCard';

// The shell mounts this MFE only on /login and /register; any other path it may still see renders nothing.
const LoginPage = lazy(() => import('./features/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));

export function Root({ platform }: PlatformProps) {
  const [store] = useState(makeStore);
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <BrowserRouter>
        <Suspense fallback={<AuthCardSkeleton />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </MfeProviders>
  );
}
