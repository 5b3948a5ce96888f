import { authPages } from './auth-pages';
import { protectedPages } from './protected-pages';
import { authPaths, protectedPaths } from './route-paths';

describe('the paths-only lists the browser gets', () => {
  it('name every sign-in screen and no other', () => {
    expect([...authPaths].sort()).toEqual(authPages.map((page) => page.path).sort());
  });

  it('name every signed-in page and no other', () => {
    expect([...protectedPaths].sort()).toEqual(protectedPages.map((page) => page.path).sort());
  });
});
