import { SocialLinks } from '@/components/ui/social-links';
import { HeroActions } from './hero-actions';

// Spec section 2: a different image below 800 px. Each source carries its own aspect ratio so the browser
// reserves the right space before either image loads (no layout shift).
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="grid items-center gap-8 nav:grid-cols-2">
      <div>
        <h1 id="hero-heading" className="text-4xl font-bold sm:text-5xl">
          Know what’s normal for you. Notice changes early.
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          A guided breast self-check that takes a few minutes, a simple diary of what you find, and a clear record to
          take to your GP if anything changes.
        </p>
        <HeroActions />
        <SocialLinks className="mt-6" />
      </div>
      <picture>
        <source media="(max-width: 799.98px)" srcSet="/images/hero-mobile.svg" width={800} height={600} />
        <img
          src="/images/hero-desktop.svg"
          width={1200}
          height={800}
          alt=""
          fetchPriority="high"
          className="h-auto w-full rounded-3xl"
        />
      </picture>
    </section>
  );
}
