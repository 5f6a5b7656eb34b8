import { Activity } from 'lucide-react';

/** spec §2: the admin dashboard shows an 'Activity feed coming soon' placeholder. */
export function ActivityFeedPlaceholder() {
  return (
    <section
      aria-labelledby="activity-feed-title"
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <Activity aria-hidden="true" className="size-8 text-slate-500" />
      <h2 id="activity-feed-title" className="text-base font-semibold">
        Activity
      </h2>
      <p className="text-sm text-slate-600">Activity feed coming soon</p>
    </section>
  );
}
