import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';

interface Props {
  children: ReactNode;
  /** What shows instead of the part that failed to load or to draw. */
  fallback: ReactNode;
  /** When it changes (another page, another choice), the part is tried again. */
  resetKey: string;
}

/** Keeps a failure in one part of the screen to that part, and reports it. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
