/** Signs that need help the same day; set apart so they are found even by someone skimming. */
export function UrgentSigns({ signs, action }: { signs: readonly string[]; action: string }) {
  return (
    <section aria-labelledby="urgent-heading" className="mt-10 max-w-3xl rounded-lg border-2 border-red p-5">
      <h2 id="urgent-heading" className="text-2xl font-bold text-ink">
        Get help urgently if
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink">
        {signs.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-ink">{action}</p>
    </section>
  );
}
