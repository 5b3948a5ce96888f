import { protectedPages } from '@/lib/site/protected-pages';
import { config } from './middleware';

describe('middleware matcher', () => {
  it('covers every protected route of the registry', () => {
    const matched = config.matcher.map((pattern) => pattern.replace('/:path*', ''));
    for (const page of protectedPages) expect(matched).toContain(page.path);
  });

  it('covers nothing public', () => {
    for (const path of ['/', '/check', '/diary', '/signin', '/knowledge']) {
      expect(config.matcher).not.toContain(`${path}/:path*`);
    }
  });
});
