import { lazy, Suspense, useState, type ComponentType } from 'react';

type TOpenable = { open: boolean };

/**
 * A dialog whose code (its form, zod, react-hook-form) is downloaded the first time it opens, not with the
 * page: the dashboard and its cart must paint before ~40 KB of form code arrive (docs/performance.md). Once
 * opened it stays mounted, so closing and reopening behave exactly as the dialog itself does. `preload()`
 * starts the download early, when the user heads for the button that opens it.
 */
export function lazyWhenOpen<TProps extends TOpenable>(load: () => Promise<ComponentType<TProps>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));

  function LazyWhenOpen(props: TProps) {
    const [wasOpened, setWasOpened] = useState(props.open);
    // Adjusting state while rendering (React's documented pattern) rather than in an effect: no extra commit.
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyWhenOpen, { preload: () => void load() });
}
