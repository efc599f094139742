// Spec §8: a page that fails to render shows 'This page crashed.' with a 'Try again' button.
import { Component, type ReactNode } from 'react';
import { MessagesContext } from '../messages-context.ts';
import type { Messages } from '../messages.ts';
import { MAIN_ID } from '../shared/reserved-names.ts';

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode; onTryAgain: () => void }, State> {
  static override contextType = MessagesContext;
  declare context: Messages;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const messages = this.context;
    return (
      <main id={MAIN_ID} className="container page-crashed" role="alert">
        <h1>{messages.pageCrashed}</h1>
        <button type="button" className="button button--primary" onClick={this.props.onTryAgain}>
          {messages.tryAgain}
        </button>
        <hr />
        <p className="page-crashed__message">{error.message}</p>
      </main>
    );
  }
}
