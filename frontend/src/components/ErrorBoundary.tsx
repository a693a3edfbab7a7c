// A render failure in one page shows an error there instead of blanking the window.
import { Component, type ReactNode } from "react";

/** ErrorBoundary catches render errors of its children and offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-box" role="alert">
        <div className="error-title">This page failed to render</div>
        <div>{this.state.error.message}</div>
        <div className="error-meta mono">api_error · client_render_error</div>
        <button className="btn btn-small" onClick={() => this.setState({ error: null })}>Try again</button>
      </div>
    );
  }
}
