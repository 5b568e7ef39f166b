import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCaughtError } from './error-reporting/error-reporting';
import { RouteErrorPage } from './route-error-page';

interface Props {
  /** The boundary clears its error when this changes (the user navigated elsewhere). */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a page that failed to render or whose code could not be loaded (for example after a deploy),
 * and reports it: an error a boundary catches never reaches the page's error handlers the reporting listens to.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportCaughtError(error, info.componentStack ?? '');
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}
