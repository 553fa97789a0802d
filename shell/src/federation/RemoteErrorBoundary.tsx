import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recoverFromChunkError } from './chunkLoadGuard';

export interface RemoteErrorBoundaryProps {
  /** Folders the remotes are served from: a failed chunk outside them is the shell's own. */
  remoteBases: readonly string[];
  /** Renders the local error; `retry` clears it and re-renders the children (a new load attempt). */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Shown while the page reloads for a failed shell chunk. */
  reloading: ReactNode;
  /** Called when Retry is pressed, before the children render again. */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  reloading: boolean;
}

/**
 * Failure layer 3: whatever escaped the runtime (a remote that is down, a refused contract, a remote
 * that throws while rendering) stops here, inside the remote's route, so the header, the navigation
 * and every other area keep working. Without it React would unmount the whole page (RUNTIME-008
 * blanking the host, STACK.md).
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null, hasError: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk of the shell itself vanished (a new release under an open tab): reload once a minute at most.
    if (recoverFromChunkError(error, this.props.remoteBases)) {
      this.setState({ reloading: true });
      return;
    }
    console.error('[federation] a remote area failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, hasError: false, reloading: false });
  };

  render(): ReactNode {
    if (this.state.reloading) return this.props.reloading;
    if (this.state.hasError) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
