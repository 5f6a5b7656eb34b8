import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type TAdminCard = {
  id: string;
  title: ReactNode;
  /** The whole card opens this path (its title is the link; the rest of the card is its click area). */
  to?: string;
  fields: [label: string, value: ReactNode][];
};

/** The phone layout of the admin lists: one card per row instead of a table that scrolls sideways. */
export function AdminCardList({ label, cards }: { label: string; cards: TAdminCard[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.id}
          className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm has-[a:hover]:border-teal-600"
        >
          <h3 className="min-w-0 font-semibold break-words">
            {card.to ? (
              <Link
                to={card.to}
                className={cn(
                  'rounded text-teal-800 after:absolute after:inset-0 after:content-[""]',
                  focusRing,
                )}
              >
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {card.fields.map(([fieldLabel, value]) => (
              <div key={fieldLabel} className="contents">
                <dt className="text-slate-600">{fieldLabel}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
