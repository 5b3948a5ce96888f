import Link from 'next/link';

interface FeatureBlockProps {
  heading: string;
  children: React.ReactNode;
  link: { href: string; label: string };
  icon: React.ReactNode;
}

export function FeatureBlock({ heading, children, link, icon }: FeatureBlockProps) {
  return (
    <section className="grid gap-4 rounded-2xl bg-surface p-6 sm:grid-cols-[auto_1fr] sm:p-8">
      <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-pink-soft text-pink">
        {icon}
      </div>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">{heading}</h2>
        <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
        <Link href={link.href} className="mt-4 inline-block font-semibold text-pink">
          {link.label}
        </Link>
      </div>
    </section>
  );
}
