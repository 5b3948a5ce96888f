import Link from 'next/link';
import { brand } from '@/lib/site/brand';

export function Logo() {
  return (
    <Link href="/" className="font-logo text-2xl text-pink no-underline" aria-label={`${brand.fullName}, home`}>
      {brand.name}
    </Link>
  );
}
