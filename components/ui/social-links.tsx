import { socialLinks } from '@/lib/site/brand';
import { SocialIcon } from './social-icon';

// In the dark theme each icon sits on its network's brand colour (spec section 9); white glyphs keep 3:1 contrast.
const brandBackground: Record<string, string> = {
  instagram: 'dark:bg-[var(--brand-instagram)]',
  x: 'dark:bg-[var(--brand-twitter)]',
  linkedin: 'dark:bg-[var(--brand-linkedin)]',
  youtube: 'dark:bg-[var(--brand-youtube)]',
};

export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex gap-3 ${className}`} aria-label="Follow us">
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            aria-label={link.label}
            rel="noopener noreferrer"
            target="_blank"
            className={`inline-flex size-11 items-center justify-center rounded-full bg-ink text-canvas dark:text-white ${brandBackground[link.network] ?? ''}`}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
