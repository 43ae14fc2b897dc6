import type { PageRoute } from '@sohnne/platform';

/** This MFE's pages: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  {
    path: '/login',
    title: 'Login',
    page: () => import('./features/login/LoginPage'),
    load: () => ({ head: { description: 'Sign in to your Sohnne account.', canonical: '/login' } }),
  },
  {
    path: '/register',
    title: 'Register',
    page: () => import('./features/register/RegisterPage'),
    load: () => ({ head: { description: 'Create your Sohnne account.', canonical: '/register' } }),
  },
];
