import { lazy, Suspense, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Spinner } from '@/components/ui/spinner';

type TOpenable = { open: boolean; onClose: () => void };

/**
 * A dialog whose code (its form, zod, react-hook-form) is downloaded the first time it opens, not with the
 * page: the dashboard and its cart must paint before the form code arrives
 * (docs/history/performance-sessions-1-8.md, "The front end"). Once opened it stays mounted, so closing and
 * reopening behave exactly as the dialog itself does. `preload()` starts the download early, when the user
 * heads for the button that opens it.
 *
 * On a slow line the seller sees a spinner while the code arrives; if it cannot arrive (a dropped
 * connection) the dialog closes with a toast, the page stays as it was, and the next opening tries again.
 */
export function lazyWhenOpen<TProps extends TOpenable>(load: () => Promise<ComponentType<TProps>>) {
  const lazyDialog = () => lazy(() => load().then((component) => ({ default: component })));
  // A failed import stays failed inside React.lazy: a new one is made for the next opening.
  let Dialog = lazyDialog();

  function LazyWhenOpen(props: TProps) {
    const [wasOpened, setWasOpened] = useState(props.open);
    // Adjusting state while rendering (React's documented pattern) rather than in an effect: no extra commit.
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    const failed = () => {
      Dialog = lazyDialog();
      setWasOpened(false);
      props.onClose();
      toast.error(LOAD_ERRORS.dialog);
    };
    return (
      <ErrorBoundary fallback={null} onError={failed}>
        <Suspense fallback={props.open ? <LoadingDialog /> : null}>
          <Dialog {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return Object.assign(LazyWhenOpen, { preload: () => void load().catch(() => undefined) });
}

function LoadingDialog() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 text-white">
      <Spinner size="lg" />
    </div>
  );
}
