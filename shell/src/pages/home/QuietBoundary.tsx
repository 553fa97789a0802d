import { Component, type ReactNode } from 'react';

/**
 * Keeps an optional part of a page (the home page's latest news) from taking the page down: if its chunk
 * cannot be loaded or it fails to render, the part is simply left out.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
