import { Component, type ReactNode } from 'react';

interface Props {
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** Catches a page that throws while rendering and shows the error placeholder with retry. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
