import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ExposedErrorBoundaryProps {
  /** Renders the local error; `retry` clears it and renders the children again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called when Retry is pressed, before the children render again (to start a new load). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Keeps a failed embedded component (not loaded, refused, or throwing while rendering) inside its own
 * box: the consumer's page around it keeps working instead of React unmounting the whole route.
 */
export class ExposedErrorBoundary extends Component<ExposedErrorBoundaryProps, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[federation] an embedded component failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, hasError: false });
  };

  render(): ReactNode {
    if (this.state.hasError) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
