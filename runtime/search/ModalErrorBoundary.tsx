// The search modal lives in a portal outside the page's error boundary: a failure inside it (a bug,
// or data it misread) closes it and leaves the page as it was, instead of taking the whole app down.
import { Component, type ReactNode } from 'react';

export class ModalErrorBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The search modal failed:', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
