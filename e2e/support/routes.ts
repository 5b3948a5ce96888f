import { authPages } from '../../lib/site/auth-pages';
import { publicPages } from '../../lib/site/public-pages';

/** Every public page with the heading it must show: home, the registry's pages and the sign-in screens. */
export const publicRoutes: { path: string; heading: string }[] = [
  { path: '/', heading: 'Know what’s normal for you. Notice changes early.' },
  ...publicPages.map(({ path, heading }) => ({ path, heading })),
  ...authPages.map(({ path, heading }) => ({ path, heading })),
];
