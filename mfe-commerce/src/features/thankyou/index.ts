/** The thank-you page's code, loaded ahead of the order being placed (the route loads the same module). */
export const prefetchThankyouPage = () => import('./ThankyouPage');
