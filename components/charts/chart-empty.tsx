export interface ChartEmptyProps {
  title: string;
  /** What will appear here and how to get it, e.g. 'Your stress levels will show here once you add a check-in.' */
  message: string;
  /** The one thing to do next. */
  action?: { href: string; label: string };
}

/** Shown instead of a chart when there is nothing to draw: says how to add data, never an empty axis. */
export function ChartEmpty({ title, message, action }: ChartEmptyProps) {
  return (
    <section aria-label={title} className="rounded-lg border border-dashed border-line bg-surface p-4">
      <h3 className="text-lg">{title}</h3>
      <p className="mt-1 text-ink-muted">{message}</p>
      {action ? (
        <a href={action.href} className="mt-3 inline-block font-semibold text-pink">
          {action.label}
        </a>
      ) : null}
    </section>
  );
}
