import type { ReactNode } from 'react';

/** A card of the export screen: a titled section, as the profile's cards are. */
export function ExportCard({
  titleId,
  title,
  explanation,
  children,
}: {
  titleId: string;
  title: string;
  explanation: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{explanation}</p>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
