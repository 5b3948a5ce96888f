interface PageIntroProps {
  heading: string;
  purpose: string;
  children?: React.ReactNode;
}

export function PageIntro({ heading, purpose, children }: PageIntroProps) {
  return (
    <header className="mb-8 max-w-3xl">
      <h1 className="text-4xl font-bold text-ink sm:text-5xl">{heading}</h1>
      <p className="mt-3 text-lg text-ink-muted">{purpose}</p>
      {children}
    </header>
  );
}
