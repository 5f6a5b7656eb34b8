import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Spinner } from './spinner';

/** What a screen opened from an e-mailed link shows while it sends the link's token. */
export function LinkPending({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-teal-700">
      <Spinner size="lg" label={label} />
      <p className="text-sm text-slate-700">{label}</p>
    </div>
  );
}

/** …and once the link has done its work: a title, what happened, and where to go next. */
export function LinkSucceeded({
  titleId,
  title,
  children,
  next,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  next: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm break-words text-slate-700">{children}</p>
      {next}
    </section>
  );
}
