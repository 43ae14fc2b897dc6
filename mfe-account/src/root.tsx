import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { PlatformContext, type PlatformProps } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { makeStore } from './store';
import { AuthCardSkeleton } from './components/AuthCard';

// The shell mounts this MFE only on /login and /register; any other path it may still see renders nothing.
const LoginPage = lazy(() => import('./features/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));

function AccountRoutes() {
  return (
    <Suspense fallback={<AuthCardSkeleton />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export function MfeWrapper({ children }: { children: ReactNode }) {
  return (
    <div data-mfe={__MFE_NAME__} data-mfe-version={__MFE_VERSION__}>
      {children}
    </div>
  );
}

export function Root({ platform }: PlatformProps) {
  const [store] = useState(makeStore);
  return (
    <MfeWrapper>
      <PlatformContext.Provider value={platform}>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <BrowserRouter>
              <AccountRoutes />
            </BrowserRouter>
          </ThemeProvider>
        </Provider>
      </PlatformContext.Provider>
    </MfeWrapper>
  );
}
