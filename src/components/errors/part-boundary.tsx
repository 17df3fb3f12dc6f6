import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { reportError } from '@/lib/error-report';

interface PartBoundaryProps {
  children: ReactNode;
  /** What stands in for the part when it crashed; a small warning with 重试 by default. */
  fallback?: (retry: () => void) => ReactNode;
}

interface PartBoundaryState {
  failed: boolean;
}

/**
 * Catches a crash inside one part of a page (a card, a widget, a dialog's body), so that the
 * header, the navigation and the rest of the page keep working. 重试 renders the part again.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  state: PartBoundaryState = { failed: false };

  static getDerivedStateFromError(): PartBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportError('error', error);
  }

  private retry = () => this.setState({ failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.retry);
    return (
      <Result
        role="alert"
        status="warning"
        title={commonCopy.partFailed}
        extra={<Button onClick={this.retry}>{commonCopy.retry}</Button>}
      />
    );
  }
}
