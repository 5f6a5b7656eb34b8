import { Component, type ErrorInfo, type ReactNode } from 'react';

type TErrorBoundaryProps = {
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new value clears the error (the route boundary passes the path: navigating away recovers). */
  resetKey?: unknown;
  /** Told of the error once it is caught (after the fallback has rendered). */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type TErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: unknown };

/** Shows `fallback` instead of a blank page when rendering below it throws. */
export class ErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: TErrorBoundaryProps,
    state: TErrorBoundaryState,
  ): Partial<TErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error no controlado en la aplicación', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
